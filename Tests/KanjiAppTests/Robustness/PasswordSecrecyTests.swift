import Coordinators
import CoordinatorsTesting
import Foundation
import KanjiKit
import TermCore
import Testing
import UserData

@testable import KanjiApp

/// The password typed into the app, end to end (UserDataTests/Accounts covers the store and
/// the hasher alone): never on any frame, in the navigation dump, or in any file of the data
/// directory (`user.sqlite`, its WAL and shared memory, the saved state); each hash salted
/// and carrying its own KDF parameters; every file the owner's alone.
@Suite struct PasswordSecrecyTests {
  static let password = "Sekrit-Passw0rd-日本"

  /// Registers two accounts with the same password and signs in once with a wrong one,
  /// all through the screens, over a store in a real directory.
  private func registerTwice() throws -> (directory: URL, app: HeadlessApp, frames: [CellBuffer]) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kanji-secrecy-\(UUID().uuidString)")
    let accounts = try AccountStore.open(directory: directory, hasher: PasswordHasher(rounds: 1_000))
    let (_, app) = try TestApp.make(LaunchOptions(restoreSavedState: false), accounts: accounts)
    var frames: [CellBuffer] = []
    func send(_ events: [InputEvent]) {
      for event in events {
        app.send(events: [event])
        frames.append(app.screen)
      }
    }
    for name in ["ann", "bob"] {
      send(try KeyScript.parse("3gj<Enter>"))
      send([.text("\(name)@example.com"), .key(.enter), .text(Self.password), .key(.enter)])
      send([.text(Self.password), .key(.enter)])
      send([.text(name), .key(.enter), .text("Example"), .key(.enter)])
      // Sign out: the last entry, then the alert's second button.
      send(try KeyScript.parse("3G<Enter>l<Enter>"))
    }
    send(try KeyScript.parse("3g<Enter>"))
    send([.text("ann@example.com"), .key(.tab), .text(Self.password + "x"), .key(.enter)])
    send(try KeyScript.parse("<Esc>l<Enter>"))
    send([.key(.character("Q"))])
    #expect(try accounts.isEmailRegistered("ann@example.com") && accounts.isEmailRegistered("bob@example.com"))
    return (directory, app, frames)
  }

  @Test func thePasswordIsNeverShownNorStored() throws {
    let (directory, app, frames) = try registerTwice()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(frames.count > 20)
    #expect(frames.contains { $0.text.contains("*****") }, "the password field masks what is typed")
    for frame in frames {
      #expect(!frame.text.contains(Self.password) && !frame.text.contains("Sekrit"))
    }
    #expect(!app.navigationDump.contains("Sekrit"))

    let needles = [
      Data(Self.password.utf8), Data("Sekrit".utf8),
      Data(Self.password.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
    ]
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(files.contains("user.sqlite"))
    for file in files {
      let bytes = try Data(contentsOf: directory.appendingPathComponent(file))
      for needle in needles { #expect(bytes.range(of: needle) == nil, "\(file) holds the password") }
    }
  }

  @Test func eachHashIsSaltedAndCarriesItsParameters() throws {
    let (directory, _, _) = try registerTwice()
    defer { try? FileManager.default.removeItem(at: directory) }
    var text = ""
    for file in try FileManager.default.contentsOfDirectory(atPath: directory.path) where file.hasPrefix("user.sqlite")
    {
      text += String(decoding: try Data(contentsOf: directory.appendingPathComponent(file)), as: UTF8.self)
    }
    let hashes = Set(
      text.matches(of: /pbkdf2-sha256\$(\d+)\$([A-Za-z0-9+\/=]{16,})\$([A-Za-z0-9+\/=]{32,})/).map {
        String($0.output.0)
      })
    #expect(hashes.count == 2, "two accounts with one password: two different hashes, \(hashes)")
    let salts = Set(hashes.map { $0.split(separator: "$")[2] })
    #expect(salts.count == 2)
    #expect(hashes.allSatisfy { $0.split(separator: "$")[1] == "1000" }, "the rounds are stored with each hash")
  }

  @Test func everyFileOfTheAccountsIsTheOwnersAlone() throws {
    let (directory, _, _) = try registerTwice()
    defer { try? FileManager.default.removeItem(at: directory) }
    for file in try FileManager.default.contentsOfDirectory(atPath: directory.path) where file.hasPrefix("user.sqlite")
    {
      let mode =
        try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(file).path)[.posixPermissions]
        as? Int
      #expect(mode == 0o600, "\(file) has mode \(String(mode ?? 0, radix: 8))")
    }
  }
}
