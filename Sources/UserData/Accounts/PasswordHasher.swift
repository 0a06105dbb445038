import Crypto
import Foundation
import _CryptoExtras

/// Hashes and checks passwords with salted PBKDF2-HMAC-SHA256.
///
/// A hash is self-describing — `pbkdf2-sha256$<rounds>$<salt base64>$<hash base64>` — so
/// every stored hash carries the parameters it was made with. ``verify(_:against:)`` uses
/// those stored parameters, and ``needsRehash(_:)`` tells when a hash was made with fewer
/// rounds than this hasher uses, so the work factor can be raised later and old hashes
/// upgraded when their owner next signs in.
///
/// Passwords are normalised to Unicode NFC before hashing, so the same password typed
/// through different input methods (precomposed or combining accents) gives the same hash.
public struct PasswordHasher: Sendable {
  /// The hasher the app uses: 600,000 rounds, OWASP's recommendation for PBKDF2-HMAC-SHA256.
  public static let standard = PasswordHasher(rounds: 600_000)

  /// The algorithm tag at the start of every hash.
  static let algorithm = "pbkdf2-sha256"
  /// Bytes of random salt in a new hash.
  static let saltByteCount = 16
  /// Bytes of derived key stored in a hash (the SHA-256 output size).
  static let keyByteCount = 32
  /// The most rounds ``verify(_:against:)`` will run, so a tampered hash cannot stall sign-in.
  static let maximumRounds = 50_000_000

  /// PBKDF2 iterations for new hashes.
  public let rounds: Int

  /// Creates a hasher that makes new hashes with `rounds` iterations.
  ///
  /// Values below 1 are raised to 1. Tests use a few thousand rounds; the app uses
  /// ``standard``.
  public init(rounds: Int) {
    self.rounds = min(max(1, rounds), Self.maximumRounds)
  }

  /// Hashes `password` with a fresh random salt.
  ///
  /// Two calls with the same password give different strings, because the salt differs.
  ///
  /// - Returns: `pbkdf2-sha256$<rounds>$<salt base64>$<hash base64>`.
  /// - Throws: ``AccountError/storage(_:)`` if the crypto library fails (out of memory).
  public func hash(_ password: String) throws(AccountError) -> String {
    var generator = SystemRandomNumberGenerator()
    let salt = (0..<Self.saltByteCount).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    guard let key = Self.derive(password, salt: salt, rounds: rounds) else {
      throw .storage("the password could not be hashed (the crypto library failed)")
    }
    return [Self.algorithm, String(rounds), Data(salt).base64EncodedString(), Data(key).base64EncodedString()]
      .joined(separator: "$")
  }

  /// Whether `password` matches the `stored` hash.
  ///
  /// Uses the rounds and salt stored in the hash, not this hasher's ``rounds``, and
  /// compares the derived bytes in constant time. A malformed hash never matches.
  func verify(_ password: String, against stored: String) -> Bool {
    guard let parsed = StoredHash(stored), let key = Self.derive(password, salt: parsed.salt, rounds: parsed.rounds)
    else { return false }
    return Self.constantTimeEqual(key, parsed.key)
  }

  /// Whether `stored` should be replaced by a new hash of the same password: it is
  /// malformed, uses another algorithm, or was made with fewer rounds than this hasher uses.
  ///
  /// A hash with more rounds is kept, so a hasher with a lower setting never weakens it.
  func needsRehash(_ stored: String) -> Bool {
    guard let parsed = StoredHash(stored) else { return true }
    return parsed.rounds < rounds || parsed.salt.count < Self.saltByteCount
  }

  /// A hash that never matches, made with this hasher's rounds, so checking a password for
  /// an unknown account costs as long as checking one for a real account.
  var decoyHash: String {
    let zeros = Data(count: Self.keyByteCount).base64EncodedString()
    return [Self.algorithm, String(rounds), Data(count: Self.saltByteCount).base64EncodedString(), zeros]
      .joined(separator: "$")
  }

  // MARK: - Internals

  static func derive(_ password: String, salt: [UInt8], rounds: Int) -> [UInt8]? {
    let bytes = Array(password.precomposedStringWithCanonicalMapping.utf8)
    // The checked variant refuses fewer than 210,000 rounds; the range is enforced here
    // instead, so tests can run with a cheap hasher.
    // The only failure is a rounds or length out of range, which the caller reports as nil.
    guard
      let key = try? KDF.Insecure.PBKDF2.deriveKey(  // out of range only: the caller reports nil
        from: bytes, salt: salt, using: .sha256, outputByteCount: keyByteCount, unsafeUncheckedRounds: rounds)
    else { return nil }
    return key.withUnsafeBytes { Array($0) }
  }

  /// Compares two byte strings in time that depends only on their lengths.
  static func constantTimeEqual(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
    guard lhs.count == rhs.count else { return false }
    var difference: UInt8 = 0
    for index in lhs.indices { difference |= lhs[index] ^ rhs[index] }
    return difference == 0
  }
}

/// The parts of a stored `pbkdf2-sha256$rounds$salt$hash` string.
struct StoredHash {
  let rounds: Int
  let salt: [UInt8]
  let key: [UInt8]

  init?(_ string: String) {
    let parts = string.split(separator: "$", omittingEmptySubsequences: false)
    guard parts.count == 4, parts[0] == PasswordHasher.algorithm,
      let rounds = Int(parts[1]), (1...PasswordHasher.maximumRounds).contains(rounds),
      let salt = Data(base64Encoded: String(parts[2])), !salt.isEmpty,
      let key = Data(base64Encoded: String(parts[3])), key.count == PasswordHasher.keyByteCount
    else { return nil }
    self.rounds = rounds
    self.salt = Array(salt)
    self.key = Array(key)
  }
}
