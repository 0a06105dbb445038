import Foundation
import Testing

@testable import UserData

@Suite struct PasswordHasherTests {
  let hasher = PasswordHasher(rounds: 1_000)

  @Test func hashNamesItsAlgorithmRoundsSaltAndKey() throws {
    let parts = try hasher.hash("correct horse").split(separator: "$").map(String.init)
    #expect(parts.count == 4)
    #expect(parts[0] == "pbkdf2-sha256")
    #expect(parts[1] == "1000")
    #expect(Data(base64Encoded: parts[2])?.count == 16)
    #expect(Data(base64Encoded: parts[3])?.count == 32)
  }

  @Test func verifiesTheRightPasswordOnly() throws {
    let stored = try hasher.hash("correct horse")
    #expect(hasher.verify("correct horse", against: stored))
    #expect(!hasher.verify("correct horsE", against: stored))
    #expect(!hasher.verify("", against: stored))
  }

  @Test func saltsEveryHash() throws {
    let first = try hasher.hash("same password")
    let second = try hasher.hash("same password")
    #expect(first != second)
    #expect(hasher.verify("same password", against: first))
    #expect(hasher.verify("same password", against: second))
  }

  @Test func verifiesWithTheRoundsStoredInTheHash() throws {
    let stored = try PasswordHasher(rounds: 1_500).hash("correct horse")
    let other = PasswordHasher(rounds: 2_000)
    #expect(other.verify("correct horse", against: stored))
    // The same salt and key with other rounds no longer match.
    let tampered = stored.replacingOccurrences(of: "$1500$", with: "$1501$")
    #expect(!other.verify("correct horse", against: tampered))
  }

  @Test func asksForARehashOnlyWhenRoundsWereFewer() throws {
    let weak = try PasswordHasher(rounds: 1_000).hash("pw")
    let strong = try PasswordHasher(rounds: 3_000).hash("pw")
    let hasher = PasswordHasher(rounds: 2_000)
    #expect(hasher.needsRehash(weak))
    #expect(!hasher.needsRehash(strong))
    #expect(!hasher.needsRehash(try hasher.hash("pw")))
    #expect(hasher.needsRehash("plain text"))
  }

  @Test(arguments: [
    "", "pbkdf2-sha256", "pbkdf2-sha1$1000$AAAAAAAAAAAAAAAAAAAAAA==$" + String(repeating: "A", count: 43) + "=",
    "pbkdf2-sha256$0$AAAAAAAAAAAAAAAAAAAAAA==$" + String(repeating: "A", count: 43) + "=",
    "pbkdf2-sha256$999999999999$AAAAAAAAAAAAAAAAAAAAAA==$" + String(repeating: "A", count: 43) + "=",
    "pbkdf2-sha256$1000$not base64$" + String(repeating: "A", count: 43) + "=",
    "pbkdf2-sha256$1000$AAAAAAAAAAAAAAAAAAAAAA==$AAAA",
  ])
  func neverMatchesAMalformedHash(stored: String) {
    #expect(!hasher.verify("anything", against: stored))
    #expect(hasher.needsRehash(stored))
  }

  @Test func treatsCanonicallyEquivalentPasswordsAlike() throws {
    let precomposed = "caf\u{E9}-password"
    let combining = "cafe\u{301}-password"
    #expect(Array(precomposed.utf8) != Array(combining.utf8))
    #expect(hasher.verify(combining, against: try hasher.hash(precomposed)))
  }

  @Test func decoyHashIsWellFormedAndMatchesNothing() {
    #expect(StoredHash(hasher.decoyHash)?.rounds == 1_000)
    #expect(!hasher.verify("", against: hasher.decoyHash))
    #expect(!hasher.verify("password", against: hasher.decoyHash))
  }

  @Test func comparesBytesExactly() {
    #expect(PasswordHasher.constantTimeEqual([1, 2, 3], [1, 2, 3]))
    #expect(!PasswordHasher.constantTimeEqual([1, 2, 3], [1, 2, 4]))
    #expect(!PasswordHasher.constantTimeEqual([1, 2, 3], [1, 2]))
  }

  @Test func standardHasherUsesOWASPRounds() {
    #expect(PasswordHasher.standard.rounds == 600_000)
  }
}
