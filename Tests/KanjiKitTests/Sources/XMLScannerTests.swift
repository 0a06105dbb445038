import Testing

@testable import KanjiKit

@Suite struct XMLScannerTests {
  /// Records what the scanner reports, as one line per event.
  struct Recorder: XMLScanner.Handler {
    var events: [String] = []
    mutating func start(_ name: String, attributes: [String: String]) {
      let attrs = attributes.sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value)" }.joined()
      events.append("<\(name)\(attrs)>")
    }
    mutating func characters(_ text: String) { events.append("'\(text)'") }
    mutating func end(_ name: String) { events.append("</\(name)>") }
  }

  func scan(_ xml: String) throws(XMLScanner.Failure) -> [String] {
    var recorder = Recorder()
    try XMLScanner.scan(ArraySlice(Array(xml.utf8)), into: &recorder)
    return recorder.events
  }

  @Test func readsElementsAttributesAndText() throws {
    let events = try scan(#"<reading r_type="ja_on" x='1'>ニチ</reading><br/>"#)
    #expect(events == ["<reading r_type=ja_on x=1>", "'ニチ'", "</reading>", "<br>", "</br>"])
  }

  @Test func decodesEntitiesAndCharacterReferences() throws {
    let events = try scan("<m a=\"&quot;x&quot;\">R&amp;D &lt;1&gt; &#26085; &#x672C; &apos;</m>")
    #expect(events == ["<m a=\"x\">", "'R&D <1> 日 本 \''", "</m>"])
  }

  @Test func skipsCommentsAndDeclarationsAndKeepsCDATA() throws {
    let events = try scan("<?xml version=\"1.0\"?><!-- Entry 1 --><a><![CDATA[<raw> & text]]></a>")
    #expect(events == ["<a>", "'<raw> & text'", "</a>"])
  }

  @Test(arguments: [
    ("<a><b></a>", "mismatched end tag: </a> closes <b>"),
    ("<a>text", "the document ends early, inside <a>"),
    ("<a x=1></a>", "attribute x has no quoted value"),
    ("<a x></a>", "attribute x without value"),
    ("<a x=\"1></a>", "'<' in the value of attribute x"),
    ("<a>&nbsp;</a>", "unknown entity &nbsp;"),
    ("<a>&#xD800;</a>", "invalid character reference &#xD800;"),
    ("</a>", "end tag </a> with no element open"),
    ("<a><!-- never closed", "unterminated comment"),
  ])
  func rejectsWhatIsNotWellFormed(xml: String, detail: String) {
    #expect(throws: XMLScanner.Failure.self) { try scan(xml) }
    do {
      _ = try scan(xml)
    } catch {
      #expect(error.detail == detail)
    }
  }

  @Test func countsLinesForErrors() {
    do {
      _ = try scan("<a>\n<b>\n\n</c></a>")
      Issue.record("a mismatched tag was accepted")
    } catch {
      #expect(error.line == 4)
    }
  }
}
