/// The kind of pass, named by the pass.json key that holds its fields.
public enum PassStyle: String, Hashable, Sendable, CaseIterable {
    /// A boarding pass (with a ``PassTransitType``).
    case boardingPass
    /// A coupon.
    case coupon
    /// An event ticket.
    case eventTicket
    /// Any other pass.
    case generic
    /// A store or loyalty card.
    case storeCard
}

/// How a boarding pass travels (`PKTransitType...`), required for ``PassStyle/boardingPass``.
public enum PassTransitType: String, Hashable, Sendable, CaseIterable {
    /// A flight.
    case air = "PKTransitTypeAir"
    /// A ferry.
    case boat = "PKTransitTypeBoat"
    /// A bus.
    case bus = "PKTransitTypeBus"
    /// Any other transit.
    case generic = "PKTransitTypeGeneric"
    /// A train.
    case train = "PKTransitTypeTrain"
}

/// The field groups of a pass, in the order a card shows them.
public struct PassFields: Hashable, Sendable {
    /// Shown top right, visible even when passes are stacked.
    public var headerFields: [PassField]
    /// The most important information, shown large.
    public var primaryFields: [PassField]
    /// Shown in a row under the primary fields.
    public var secondaryFields: [PassField]
    /// Shown in a row under the secondary fields.
    public var auxiliaryFields: [PassField]
    /// Shown on the back of the pass.
    public var backFields: [PassField]

    /// Creates field groups; all default to empty.
    public init(
        headerFields: [PassField] = [], primaryFields: [PassField] = [], secondaryFields: [PassField] = [],
        auxiliaryFields: [PassField] = [], backFields: [PassField] = []
    ) {
        self.headerFields = headerFields
        self.primaryFields = primaryFields
        self.secondaryFields = secondaryFields
        self.auxiliaryFields = auxiliaryFields
        self.backFields = backFields
    }
}
