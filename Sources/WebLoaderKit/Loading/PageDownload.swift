/// An answer that is not a page (an image, an archive): its type, size and
/// bytes (up to the size cap), kept so the person can save it as a file.
package struct PageDownload: Sendable, Equatable {
    package var response: PageResponse
    package var body: [UInt8]
}
