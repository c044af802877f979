import CursesKit

/// A pass drawn as Wallet draws its front: the pass's colours, the logo text
/// and header fields on top, the primary fields large, the secondary and
/// auxiliary fields in labelled rows, and the barcode as a scannable
/// half-block QR code with its alternative text under it.
///
/// The card sizes itself (``intrinsicContentSize``) and degrades in a small
/// frame: a QR code that does not fit (or a terminal that cannot draw its
/// half blocks) gives way to its alternative text, then the auxiliary and
/// secondary rows go, then that text and the primary row, keeping the header
/// to the last.
///
/// ```swift
/// let card = PassCardWidget(pass: try Pass.sample)
/// card.frame = Rect(origin: .zero, size: card.intrinsicContentSize)
/// ```
@MainActor
public final class PassCardWidget: Widget {
    /// The pass shown.
    public var pass: Pass {
        didSet {
            guard pass != oldValue else { return }
            qrCode = Self.makeQRCode(for: pass)
            setNeedsDisplay()
        }
    }

    /// Light modules around the QR code (2 scans reliably on a phone; the standard asks for 4).
    public var barcodeQuietZone = 2 {
        didSet { if barcodeQuietZone != oldValue { setNeedsDisplay() } }
    }

    /// The QR code of the pass's preferred barcode, when it is a QR code that encodes.
    public private(set) var qrCode: QRCode?

    /// Creates a card for `pass`.
    public init(pass: Pass) {
        self.pass = pass
        self.qrCode = Self.makeQRCode(for: pass)
        super.init()
    }

    private static func makeQRCode(for pass: Pass) -> QRCode? {
        guard let barcode = pass.preferredBarcode, barcode.format == .qr else { return nil }
        return try? QRCode(barcode.message)
    }

    /// Wide enough for the fields and the barcode, tall enough for every row.
    public override var intrinsicContentSize: Size {
        let sections = allSections()
        let width = max(Self.preferredWidth, (barcodeSize?.width ?? 0) + 2 * Self.padding)
        return Size(width: width, height: sections.reduce(0) { $0 + $1.height } + 2)
    }

    static let preferredWidth = 40
    static let padding = 2

    private var barcodeSize: Size? { qrCode?.halfBlockSize(quietZone: barcodeQuietZone) }

    // MARK: - Colours

    private var cardStyle: Style {
        Style(
            foreground: (pass.foregroundColor ?? PassColor(red: 0, green: 0, blue: 0)).color,
            background: (pass.backgroundColor ?? PassColor(red: 255, green: 255, blue: 255)).color)
    }

    private var labelStyle: Style {
        cardStyle.foreground(
            (pass.labelColor ?? pass.foregroundColor ?? PassColor(red: 90, green: 90, blue: 90)).color)
    }

    // MARK: - Layout

    /// One horizontal band of the card.
    private struct Section {
        /// `barcodeText`: the barcode as a line of text, where its code cannot be drawn.
        enum Kind { case header, primary, secondary, auxiliary, barcode, barcodeText, gap }
        var kind: Kind
        var height: Int
    }

    private func fieldRowHeight(_ fields: [PassField]) -> Int {
        fields.isEmpty ? 0 : (fields.contains { $0.label != nil } ? 2 : 1)
    }

    /// Every band the pass has content for, top to bottom, with gaps.
    private func allSections() -> [Section] {
        var sections = [Section(kind: .header, height: pass.fields.headerFields.isEmpty ? 1 : 2)]
        let rows: [(Section.Kind, [PassField])] = [
            (.primary, pass.fields.primaryFields), (.secondary, pass.fields.secondaryFields),
            (.auxiliary, pass.fields.auxiliaryFields),
        ]
        for (kind, fields) in rows where !fields.isEmpty {
            sections.append(Section(kind: .gap, height: 1))
            sections.append(Section(kind: kind, height: fieldRowHeight(fields)))
        }
        if let barcode = pass.preferredBarcode {
            let codeHeight = barcodeSize?.height ?? 1
            let altHeight = barcode.altText == nil || qrCode == nil ? 0 : 1
            sections.append(Section(kind: .gap, height: 1))
            sections.append(Section(kind: .barcode, height: codeHeight + altHeight))
        }
        return sections
    }

    /// The bands that fit `size`, giving up the least important first: the
    /// drawn code (for its text), then the auxiliary and secondary rows, the
    /// barcode's text and the primary row. Without `canDrawCode` (a terminal
    /// without Unicode) the code is text from the start.
    private func fittingSections(_ all: [Section], for size: Size, canDrawCode: Bool = true) -> [Section] {
        var sections = all
        if let code = barcodeSize, code.width > size.width || !canDrawCode {
            sections = codeAsText(sections, canDrawCode: canDrawCode)
        }
        if Self.height(of: sections) > size.height {
            sections = codeAsText(sections, canDrawCode: canDrawCode)
        }
        let dropOrder: [Section.Kind] = [.auxiliary, .secondary, .barcodeText, .primary]
        for kind in dropOrder where Self.height(of: sections) > size.height {
            sections = Self.dropping(kind, from: sections)
        }
        return sections
    }

    /// `sections` with a drawn QR code replaced by its text: the alternative
    /// text (or message), under a line saying why when the terminal lacks Unicode.
    private func codeAsText(_ sections: [Section], canDrawCode: Bool) -> [Section] {
        guard qrCode != nil, let index = sections.firstIndex(where: { $0.kind == .barcode }) else {
            return sections
        }
        var result = sections
        result[index] = Section(kind: .barcodeText, height: canDrawCode ? 1 : 2)
        return result
    }

    private static func height(of sections: [Section]) -> Int { sections.reduce(0) { $0 + $1.height } }

    /// `sections` without `kind` and the gap in front of it.
    private static func dropping(_ kind: Section.Kind, from sections: [Section]) -> [Section] {
        guard let index = sections.firstIndex(where: { $0.kind == kind }) else { return sections }
        var result = sections
        result.remove(at: index)
        if index > 0, result[index - 1].kind == .gap { result.remove(at: index - 1) }
        return result
    }

    /// The narrowest field area the landscape layout accepts.
    static let minimumFieldsWidth = 30

    /// The size of the landscape layout (fields left, barcode right), used when
    /// a frame is too short for the barcode under the fields; `nil` without a QR code.
    private var landscapeSize: Size? {
        guard let code = barcodeSize, let barcode = pass.preferredBarcode else { return nil }
        let fields = Self.height(of: Self.dropping(.barcode, from: allSections()))
        let codeHeight = code.height + (barcode.altText == nil ? 0 : 1)
        return Size(
            width: Self.minimumFieldsWidth + 2 + code.width + 2 * Self.padding,
            height: max(fields, codeHeight) + 2)
    }

    /// The intrinsic size when it fits `proposal`, else the landscape layout when
    /// that fits, else the proposal itself (the card then drops what does not fit).
    public override func sizeThatFits(_ proposal: Size) -> Size {
        let intrinsic = intrinsicContentSize
        if intrinsic.width <= proposal.width, intrinsic.height <= proposal.height { return intrinsic }
        if let landscape = landscapeSize, landscape.width <= proposal.width,
            landscape.height <= proposal.height
        {
            return landscape
        }
        return Size(
            width: min(intrinsic.width, proposal.width), height: min(intrinsic.height, proposal.height))
    }

    // MARK: - Drawing

    public override func draw(in surface: Surface) {
        let size = surface.size
        guard size.width > 0, size.height > 0 else { return }
        surface.fill(Rect(origin: .zero, size: size), with: " ", style: cardStyle)
        let padding = size.width >= 24 ? Self.padding : (size.width >= 8 ? 1 : 0)
        var inner = Rect(x: padding, y: 0, width: size.width - 2 * padding, height: size.height)
        let all = allSections()
        let canDrawCode = surface.canDrawUnicode
        var sections = fittingSections(all, for: size, canDrawCode: canDrawCode)

        if canDrawCode, !sections.contains(where: { $0.kind == .barcode }),
            let codeWidth = barcodeSize?.width,
            let barcode = all.first(where: { $0.kind == .barcode }), barcode.height <= size.height,
            size.width >= Self.minimumFieldsWidth + 2 + codeWidth + 2 * padding
        {
            // Too short for the barcode under the fields but wide enough beside them.
            let codeY = max(0, (size.height - barcode.height) / 2)
            let codeBand = Rect(
                x: size.width - padding - codeWidth, y: codeY, width: codeWidth, height: barcode.height)
            drawBarcode(in: surface, band: codeBand)
            inner = Rect(x: inner.minX, y: 0, width: codeBand.minX - 2 - inner.minX, height: size.height)
            sections = fittingSections(Self.dropping(.barcode, from: all), for: inner.size)
        }
        drawSections(sections, in: surface, inner: inner, fullWidth: size.width)
    }

    private func drawSections(_ sections: [Section], in surface: Surface, inner: Rect, fullWidth: Int) {
        // A row of card above the content when there is room for it and one below.
        var y = Self.height(of: sections) + 2 <= inner.height ? 1 : 0
        for section in sections {
            let band = Rect(x: inner.minX, y: y, width: inner.width, height: section.height)
            switch section.kind {
            case .header: drawHeader(in: surface, band: band)
            case .primary: drawPrimary(in: surface, band: band)
            case .secondary: drawFieldRow(pass.fields.secondaryFields, in: surface, band: band, bold: false)
            case .auxiliary: drawFieldRow(pass.fields.auxiliaryFields, in: surface, band: band, bold: false)
            case .barcode:
                drawBarcode(in: surface, band: Rect(x: 0, y: y, width: fullWidth, height: section.height))
            case .barcodeText: drawBarcodeText(in: surface, band: band)
            case .gap: break
            }
            y += section.height
        }
    }

    private func drawHeader(in surface: Surface, band: Rect) {
        var right = band.maxX
        for field in pass.fields.headerFields.reversed() {
            let label = field.label ?? ""
            let value = field.value.description
            let width = max(label.displayWidth, value.displayWidth)
            guard right - width >= band.minX + band.width / 2 else { break }
            let x = right - width
            surface.draw(label, at: Point(x: x + width - label.displayWidth, y: band.minY), style: labelStyle)
            surface.draw(
                value, at: Point(x: x + width - value.displayWidth, y: band.minY + 1),
                style: cardStyle.adding(.bold))
            right = x - 2
        }
        let logo = (pass.logoText ?? pass.organizationName).truncated(toWidth: max(0, right - band.minX))
        surface.draw(logo, at: Point(x: band.minX, y: band.minY), style: cardStyle.adding(.bold))
    }

    private func drawPrimary(in surface: Surface, band: Rect) {
        let fields = pass.fields.primaryFields
        guard pass.style == .boardingPass, fields.count == 2 else {
            drawFieldRow(fields, in: surface, band: band, bold: true)
            return
        }
        // Origin left, destination right, the direction of travel between.
        let half = Rect(x: band.minX, y: band.minY, width: (band.width - 3) / 2, height: band.height)
        var origin = fields[0]
        origin.textAlignment = .left
        var destination = fields[1]
        destination.textAlignment = .right
        drawField(origin, in: surface, column: half, bold: true)
        drawField(
            destination, in: surface, column: half.offsetBy(dx: band.width - half.width, dy: 0), bold: true)
        let arrowRow = band.minY + band.height - 1
        surface.draw(
            "→", at: Point(x: band.minX + band.width / 2, y: arrowRow), style: cardStyle.adding(.bold))
    }

    private func drawFieldRow(_ fields: [PassField], in surface: Surface, band: Rect, bold: Bool) {
        guard !fields.isEmpty else { return }
        let count = fields.count
        for (index, field) in fields.enumerated() {
            let x0 = band.minX + band.width * index / count
            let x1 = band.minX + band.width * (index + 1) / count
            let gutter = index == count - 1 ? 0 : 1
            let column = Rect(x: x0, y: band.minY, width: max(0, x1 - x0 - gutter), height: band.height)
            var aligned = field
            if aligned.textAlignment == nil, count > 1, index == count - 1 { aligned.textAlignment = .right }
            drawField(aligned, in: surface, column: column, bold: bold)
        }
    }

    private func drawField(_ field: PassField, in surface: Surface, column: Rect, bold: Bool) {
        var y = column.minY
        if column.height > 1 {
            let label = (field.label ?? "").truncated(toWidth: column.width)
            let x = alignedX(
                field.textAlignment, width: label.displayWidth, x: column.minX, columnWidth: column.width)
            surface.draw(label, at: Point(x: x, y: y), style: labelStyle)
            y += 1
        }
        let value = field.value.description.truncated(toWidth: column.width)
        let x = alignedX(
            field.textAlignment, width: value.displayWidth, x: column.minX, columnWidth: column.width)
        surface.draw(value, at: Point(x: x, y: y), style: bold ? cardStyle.adding(.bold) : cardStyle)
    }

    /// The barcode as text where its code cannot be drawn: what a person can type
    /// (the alternative text, else the message), and on a terminal without Unicode
    /// a line saying why the code is missing.
    private func drawBarcodeText(in surface: Surface, band: Rect) {
        guard let barcode = pass.preferredBarcode else { return }
        var lines = [barcode.altText ?? barcode.message]
        if band.height > 1 { lines.insert(Self.needsUnicodeMessage, at: 0) }
        for (row, line) in lines.prefix(band.height).enumerated() {
            let text = line.truncated(toWidth: band.width)
            let x = band.minX + (band.width - text.displayWidth) / 2
            surface.draw(text, at: Point(x: x, y: band.minY + row), style: cardStyle)
        }
    }

    /// Shown where the QR code would be on a terminal that cannot draw its half blocks.
    public static let needsUnicodeMessage = "QR code needs a UTF-8 terminal"

    private func drawBarcode(in surface: Surface, band: Rect) {
        guard let barcode = pass.preferredBarcode else { return }
        guard let code = qrCode else {
            // PDF417, Aztec and Code 128 cannot be drawn with half blocks: show what a person can type.
            let text = "\(barcode.altText ?? barcode.message)".truncated(toWidth: band.width - 2)
            let x = band.minX + (band.width - text.displayWidth) / 2
            surface.draw(text, at: Point(x: x, y: band.minY), style: QRCode.style)
            return
        }
        let lines = code.halfBlockLines(quietZone: barcodeQuietZone)
        let width = code.halfBlockSize(quietZone: barcodeQuietZone).width
        let x = band.minX + (band.width - width) / 2
        for (row, line) in lines.enumerated() {
            surface.draw(line, at: Point(x: x, y: band.minY + row), style: QRCode.style)
        }
        if let alt = barcode.altText {
            let text = alt.truncated(toWidth: band.width)
            let altX = band.minX + (band.width - text.displayWidth) / 2
            surface.draw(text, at: Point(x: altX, y: band.minY + lines.count), style: cardStyle)
        }
    }
}
