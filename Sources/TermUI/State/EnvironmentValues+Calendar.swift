import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar { Calendar(identifier: .gregorian) }
}

struct TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { TimeZone.local }
}

extension EnvironmentValues {
    /// The calendar dates are shown and edited in (a ``DatePicker``'s
    /// fields); the Gregorian calendar unless set.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone dates are shown and edited in; the system's local zone
    /// unless set.
    ///
    /// FoundationEssentials, which TermUI uses instead of Foundation, has no
    /// zone database, so its `TimeZone.current` is GMT; the default here is
    /// the offset the C library reports for the local zone now.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}

extension TimeZone {
    /// The local zone: `TimeZone.current` when it knows one, else the
    /// C library's offset from GMT now (from `TZ` or /etc/localtime).
    static var local: TimeZone {
        let current = TimeZone.current
        guard current.secondsFromGMT() == 0 else { return current }
        var now = time(nil)
        var parts = tm()
        guard localtime_r(&now, &parts) != nil else { return current }
        return TimeZone(secondsFromGMT: Int(parts.tm_gmtoff)) ?? current
    }
}

struct LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { Locale.current }
}

struct AccessibilityReduceMotionKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// The locale of the views inside: `Locale.current` unless set with
    /// `.environment(\.locale, Locale(identifier: "fr_FR"))`. Views read it
    /// to format what they show (`Text(_:format:)` uses its format's own locale).
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// Whether the person asked for less motion. A terminal does not tell,
    /// so it is false, as on a system where the setting is off, unless set;
    /// apps that read it to choose a calmer animation still compile and run.
    public var accessibilityReduceMotion: Bool {
        get { self[AccessibilityReduceMotionKey.self] }
        set { self[AccessibilityReduceMotionKey.self] = newValue }
    }
}
