import CursesKit

extension LiveInstanceCounter {
    /// Live libxml2 push parsers (each holds a page's open elements).
    package static let htmlStreams = LiveInstanceCounter(slot: 5)
    /// Live page loads (each holds what is in flight between the network and the page).
    package static let pageLoaders = LiveInstanceCounter(slot: 6)
    /// Live network transfers (each an easy handle on the I/O thread while it runs).
    package static let curlTransfers = LiveInstanceCounter(slot: 7)
}
