import Testing

@testable import DesignerCore

/// Parses `text` and gives "ok", or "line:column: message" where the reader refused it.
private func problem(_ text: String) -> String {
    let source = SourceText(name: "test.xib", text: text)
    do {
        _ = try XMLSyntax(parsing: source)
        return "ok"
    } catch {
        return "\(source.location(of: error.offset)): \(error.message)"
    }
}

/// A text that is not well-formed is refused with one line that says what is wrong, at the
/// line and column (in characters, after any kind of line break) of the first byte that makes
/// it so, and for a wrong end tag where the element it meant to close was opened.
@Suite("The XML reader refuses malformed text with one line at its place")
struct XMLMalformedTests {
    @Test(arguments: [
        ("<a>", "1:1: the element <a> is never closed"),
        ("<a><b></b>", "1:1: the element <a> is never closed"),
        ("<a>\n  <b>\n</a>", "3:1: </a> does not close <b>, opened at 2:3"),
        ("<a>\r\n<b>\r\n</a>", "3:1: </a> does not close <b>, opened at 2:1"),
        ("<a><b></a>", "1:7: </a> does not close <b>, opened at 1:4"),
        ("<a>\n\t<b>\n\t</c>\n</a>", "3:2: </c> does not close <b>, opened at 2:2"),
        ("<a></a b>", "1:8: expected '>' to end the tag </a>"),
        ("<a", "1:3: unexpected end of file in the tag <a>"),
        ("<a b=\"1\"", "1:9: unexpected end of file in the tag <a>"),
    ])
    func unclosedAndMismatchedTags(text: String, message: String) {
        #expect(problem(text) == message)
    }

    @Test(arguments: [
        ("<a b=\"&foo;\"/>", "1:7: '&foo;' is no character XML allows or knows by name; write &amp; for '&'"),
        ("<a>&#0;</a>", "1:4: '&#0;' is no character XML allows or knows by name; write &amp; for '&'"),
        ("<a>&#xD800;</a>", "1:4: '&#xD800;' is no character XML allows or knows by name; write &amp; for '&'"),
        ("<a>&#xFFFE;</a>", "1:4: '&#xFFFE;' is no character XML allows or knows by name; write &amp; for '&'"),
        ("<a>&#x;</a>", "1:4: '&#x;' is no character XML allows or knows by name; write &amp; for '&'"),
        ("<a>&AMP;</a>", "1:4: '&AMP;' is no character XML allows or knows by name; write &amp; for '&'"),
        ("<a>AT&T</a>", "1:6: '&' must start a reference such as &amp; or &#10;; write &amp; for '&'"),
        ("<a b='x & y'/>", "1:9: '&' must start a reference such as &amp; or &#10;; write &amp; for '&'"),
    ])
    func badReferences(text: String, message: String) {
        #expect(problem(text) == message)
    }

    @Test(arguments: [
        ("<a b=1/>", "1:6: the value of 'b' must be in quotes"),
        ("<a b/>", "1:5: expected '=' after the attribute 'b'"),
        ("<a b=\"1\"c=\"2\"/>", "1:9: expected a space before the attribute"),
        ("<a b=\"x<y\"/>", "1:8: '<' is not allowed in an attribute value; write &lt;"),
        ("<a b=\"open/>", "1:6: the value of 'b' is never closed"),
        ("<a b=\"1\" b='2'/>", "1:10: the attribute 'b' is given twice"),
        ("<a é=\"😀\" é='2'/>", "1:10: the attribute 'é' is given twice"),
        ("<a 1b=\"1\"/>", "1:4: expected an attribute name"),
    ])
    func badAttributes(text: String, message: String) {
        #expect(problem(text) == message)
    }

    @Test(arguments: [
        ("", "1:1: the document is empty; expected an XML element"),
        ("  \n<!-- only a comment -->\n", "3:1: the document is empty; expected an XML element"),
        ("hello", "1:1: expected '<' to start the document's element"),
        ("<1a/>", "1:2: expected an element name"),
        ("<a/><b/>", "1:5: unexpected text after the document's element"),
        ("<a></a>\n</a>", "2:1: unexpected text after the document's element"),
        ("<a><!-- x</a>", "1:4: the comment is never closed"),
        ("<a><![CDATA[x</a>", "1:4: the CDATA section is never closed"),
        ("<a><?pi x</a>", "1:4: the processing instruction is never closed"),
        ("<?xml version=\"1.0\"\n<a/>", "1:1: the XML declaration is never closed"),
    ])
    func badDocuments(text: String, message: String) {
        #expect(problem(text) == message)
    }

    /// One document type declaration is read before the root, as Xcode's parser reads one, and
    /// none after it, nor a second, nor one inside an element. designer reads no internal
    /// subset (Interface Builder writes none); a declaration left open runs to the next `>`,
    /// so the problem is found past it.
    @Test(arguments: [
        ("<!DOCTYPE a>\n<a/>", "ok"),
        ("<?xml version=\"1.0\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"x.dtd\">\n<a/>", "ok"),
        ("<!DOCTYPE a [<!ENTITY e \"x\">]>\n<a>&e;</a>", "1:29: expected '<' to start the document's element"),
        ("<a><!DOCTYPE b></a>", "1:5: expected an element name"),
        ("<!DOCTYPE a\n<a/>", "2:5: the document is empty; expected an XML element"),
        ("<!DOCTYPE a [", "1:1: the document type declaration is never closed"),
        ("<!DOCTYPE a>\n<!-- a comment -->\n<?pi?>\n<a/>", "ok"),
        ("<a/>\n<!DOCTYPE a>", "2:1: unexpected text after the document's element"),
        ("<!DOCTYPE a>\n<!DOCTYPE a>\n<a/>", "2:2: expected an element name"),
    ])
    func documentTypeDeclarations(text: String, message: String) {
        #expect(problem(text) == message)
    }
}
