import CLibXML2
import Foundation

/// Turns HTML into a ``WebDocument`` with libxml2's HTML parser.
///
/// The parser runs in recover mode (broken markup is repaired, never
/// refused), with network access forbidden and no external entities or DTDs
/// loaded; errors are never printed. Input is decoded to UTF-8 first (see
/// ``PageDecoder``), so the parser is told the encoding and ignores any other
/// the document claims.
package enum HTMLParser {
    /// How deep the element tree is followed; deeper content is kept as plain
    /// text, so a page of 100,000 nested elements cannot exhaust the stack.
    package static let maximumDepth = 200

    private static let options = Int32(
        HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NONET.rawValue | HTML_PARSE_NOERROR.rawValue
            | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_COMPACT.rawValue | HTML_PARSE_IGNORE_ENC.rawValue)

    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    /// Parses `html`, resolving links against `baseURL`.
    package static func parse(_ html: String, baseURL: URL?) -> WebDocument {
        _ = initialized
        var bytes = Array(html.utf8)
        guard !bytes.isEmpty, let context = htmlNewParserCtxt() else { return WebDocument() }
        defer { htmlFreeParserCtxt(context) }
        let document = bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    htmlCtxtReadMemory(context, $0, Int32(clamping: buffer.count), nil, "UTF-8", options)
                }
            } ?? nil
        }
        guard let document else { return WebDocument() }
        defer { xmlFreeDoc(document) }
        // In recover mode libxml2 only stops for good on a fatal limit (elements nested
        // deeper than it allows): say so rather than show a silently shortened page.
        let stoppedEarly = context.pointee.disableSAX != 0
        let builder = DocumentBuilder(baseURL: baseURL)
        var child = document.pointee.children
        while let node = child {
            builder.visit(node, depth: 0)
            child = node.pointee.next
        }
        var result = builder.finish()
        if stoppedEarly {
            let notice = "The page is nested too deeply to parse; only the part before that is shown."
            result.blocks.insert(.paragraph([InlineRun(notice, style: [.bold, .decoration])]), at: 0)
        }
        return result
    }
}

extension UnsafeMutablePointer where Pointee == xmlNode {
    /// The element's name, or nil for other nodes. libxml2's HTML parser
    /// already gives element and attribute names in lower case.
    var elementName: String? {
        guard pointee.type == XML_ELEMENT_NODE, let name = pointee.name else { return nil }
        return String(cString: name)
    }

    /// The value of attribute `name`, if present.
    func attribute(_ name: String) -> String? {
        var attribute = pointee.properties
        while let current = attribute {
            if let attributeName = current.pointee.name, String(cString: attributeName) == name {
                var text = ""
                var child = current.pointee.children
                while let node = child {
                    if let content = node.pointee.content { text += String(cString: content) }
                    child = node.pointee.next
                }
                return text
            }
            attribute = current.pointee.next
        }
        return nil
    }

    /// All text below the node, in document order, without recursion.
    var allText: String {
        var text = ""
        var node: xmlNodePtr? = pointee.children
        while let current = node {
            if current.pointee.type == XML_TEXT_NODE || current.pointee.type == XML_CDATA_SECTION_NODE,
                let content = current.pointee.content
            {
                text += String(cString: content)
            }
            if let first = current.pointee.children,
                current.elementName.map(DocumentBuilder.isDropped) != true
            {
                node = first
                continue
            }
            var climb: xmlNodePtr? = current
            node = nil
            while let up = climb, up != self {
                if let next = up.pointee.next {
                    node = next
                    break
                }
                climb = up.pointee.parent
            }
        }
        return text
    }
}
