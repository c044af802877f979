import CLibXML2
import FoundationEssentials

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

    /// Parses `html`, resolving links against `baseURL` (the whole page at once,
    /// through the same push parser a streaming load uses).
    package static func parse(_ html: String, baseURL: URL?) -> WebDocument {
        let bytes = Array(html.utf8)
        guard !bytes.isEmpty, let stream = HTMLStream(baseURL: baseURL) else { return WebDocument() }
        var document = WebDocument()
        document.append(stream.feed(bytes))
        document.append(stream.finish())
        return document
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
