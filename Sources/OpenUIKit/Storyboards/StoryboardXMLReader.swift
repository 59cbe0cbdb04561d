import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads a storyboard (or nib) file's XML into ``StoryboardElement``s with
/// Foundation's `XMLParser`.
final class StoryboardXMLReader: NSObject, XMLParserDelegate {
    private struct Open {
        var name: String
        var attributes: [String: String]
        var children: [StoryboardElement]
        var line: Int
    }

    private var stack: [Open] = []
    private var root: StoryboardElement?
    /// Elements deeper than this are refused (a hostile file cannot exhaust the stack).
    static let maximumDepth = 200
    /// Attribute values longer than this are refused.
    static let maximumAttributeLength = 65_536
    private var refusal: String?

    /// The document element of `data`, or the reason it could not be read
    /// (the parser's error with its line, or a limit exceeded).
    static func read(_ data: Data) -> Result<StoryboardElement, StoryboardReadError> {
        if let line = firstLineNotUTF8(data) {
            // Foundation's XMLParser traps on names and values that are not
            // UTF-8 (found by the fuzzer): refuse them before it sees them.
            return .failure(StoryboardReadError(line: line, reason: "the file is not UTF-8 (Xcode writes UTF-8)"))
        }
        if let (line, what) = lineOfMarkupXcodeNeverWrites(data) {
            // Foundation's XMLParser crashes on some processing instructions
            // (`<?x?>`, found by the fuzzer), and document type declarations
            // can define entities that expand without end; Xcode writes
            // neither (only the XML declaration and comments).
            return .failure(StoryboardReadError(line: line, reason: what))
        }
        let reader = StoryboardXMLReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        parser.shouldResolveExternalEntities = false
        let parsed = parser.parse()
        if let refusal = reader.refusal {
            return .failure(StoryboardReadError(line: parser.lineNumber, reason: refusal))
        }
        guard parsed, let root = reader.root else {
            let reason = parser.parserError.map { "\($0.localizedDescription)" } ?? "not XML"
            return .failure(StoryboardReadError(line: parser.lineNumber, reason: reason))
        }
        return .success(root)
    }

    /// The line of the first byte sequence that is not UTF-8, or nil when
    /// all of `data` is UTF-8.
    static func firstLineNotUTF8(_ data: Data) -> Int? {
        var line = 1
        var bytes = data.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&bytes) {
            case .scalarValue(let scalar):
                if scalar == "\n" { line += 1 }
            case .emptyInput:
                return nil
            case .error:
                return line
            }
        }
    }

    /// The line of the first processing instruction (`<?` other than the
    /// XML declaration at the very start) or declaration (`<!` other than
    /// a comment or CDATA section) in `data`, and what it is; nil when
    /// there is none.
    static func lineOfMarkupXcodeNeverWrites(_ data: Data) -> (Int, String)? {
        let bytes = [UInt8](data)
        let lessThan = UInt8(ascii: "<"), question = UInt8(ascii: "?"), bang = UInt8(ascii: "!"), newline = UInt8(ascii: "\n")
        var line = 1
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == newline { line += 1 }
            if bytes[index] == lessThan, bytes[index + 1] == question {
                let declaration = index == 0 && bytes.count >= 6 && Array(bytes[2..<6]) == Array("xml ".utf8)
                if !declaration { return (line, "a processing instruction other than the XML declaration") }
            }
            if bytes[index] == lessThan, bytes[index + 1] == bang {
                let next = index + 2 < bytes.count ? bytes[index + 2] : 0
                if next != UInt8(ascii: "-"), next != UInt8(ascii: "[") { return (line, "a document type or entity declaration") }
            }
            index += 1
        }
        return nil
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        guard refusal == nil else { return }
        if stack.count >= Self.maximumDepth {
            refuse(parser, "elements nested deeper than \(Self.maximumDepth)")
            return
        }
        if let long = attributes.first(where: { $0.value.utf8.count > Self.maximumAttributeLength }) {
            refuse(parser, "attribute '\(long.key)' of <\(elementName)> is longer than \(Self.maximumAttributeLength) bytes")
            return
        }
        stack.append(Open(name: elementName, attributes: attributes, children: [], line: parser.lineNumber))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard refusal == nil, let open = stack.popLast() else { return }
        let element = StoryboardElement(name: open.name, attributes: open.attributes, children: open.children, line: open.line)
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }

    private func refuse(_ parser: XMLParser, _ reason: String) {
        refusal = reason
        parser.abortParsing()
    }
}

/// Why a storyboard file could not be read: the line and the reason.
struct StoryboardReadError: Error, Sendable {
    let line: Int
    let reason: String
}
