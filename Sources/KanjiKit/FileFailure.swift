import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a file or folder could not be read or written, in the words a message needs.
///
/// Foundation's own descriptions name its error domains and codes on Linux (`The operation
/// could not be completed. (NSCocoaErrorDomain error 512.)`), which tell a user nothing. A
/// message says instead what the system said (`No such file or directory`, `Not a
/// directory`, `No space left on device`) or what the code means, and never a domain or a
/// number.
public enum FileFailure {
  /// The reason, as a clause to put after the path: `No space left on device`.
  ///
  /// - Parameter path: the file or folder the failed operation was on. When the system's
  ///   error number did not come with the error (Foundation makes folders that way), the
  ///   path is looked at instead: a file where a folder should be, or a folder that cannot be
  ///   written.
  public static func reason(for error: any Error, at path: String? = nil) -> String {
    if let code = posixCode(of: error) { return String(cString: strerror(code)) }
    if let path, let found = diagnose(path) { return found }
    if let error = error as? CocoaError, let reason = reason(for: error.code) { return reason }
    let nsError = error as NSError
    if nsError.domain == NSCocoaErrorDomain, let reason = reason(for: CocoaError.Code(rawValue: nsError.code)) {
      return reason
    }
    let text = nsError.localizedFailureReason ?? error.localizedDescription
    // Whatever else Foundation says, its domains and codes stay out of the message.
    if text.contains("Domain") || text.contains("error ") || text.isEmpty {
      return "the system could not do it"
    }
    return text
  }

  /// What is wrong along `path`: the first of its folders that is a file, or the nearest
  /// existing folder when it cannot be written; nil when neither.
  static func diagnose(_ path: String) -> String? {
    let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    let all = absolute.split(separator: "/", omittingEmptySubsequences: true)
    var components: [String] = []
    for component in all {
      components.append(String(component))
      let prefix = "/" + components.joined(separator: "/")
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: prefix, isDirectory: &isFolder) else {
        let parent = components.count == 1 ? "/" : "/" + components.dropLast().joined(separator: "/")
        return FileManager.default.isWritableFile(atPath: parent) ? nil : "\(parent) cannot be written"
      }
      if !isFolder.boolValue, components.count < all.count {
        return "\(prefix) is a file, not a folder"
      }
    }
    return nil
  }

  /// The POSIX error under `error`: Foundation's file errors carry the `errno` that caused
  /// them as their underlying error.
  static func posixCode(of error: any Error) -> Int32? {
    if let error = error as? POSIXError { return error.code.rawValue }
    let nsError = error as NSError
    if nsError.domain == NSPOSIXErrorDomain { return Int32(nsError.code) }
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
      return posixCode(of: underlying)
    }
    return nil
  }

  /// What Foundation's file error codes mean, when no `errno` came with them.
  static func reason(for code: CocoaError.Code) -> String? {
    switch code {
    case .fileNoSuchFile, .fileReadNoSuchFile: return "No such file or directory"
    case .fileReadNoPermission, .fileWriteNoPermission: return "Permission denied"
    case .fileWriteOutOfSpace: return "No space left on device"
    case .fileWriteVolumeReadOnly: return "Read-only file system"
    case .fileWriteFileExists: return "File exists"
    case .fileWriteInvalidFileName, .fileReadInvalidFileName: return "the name is not a valid file name"
    case .fileReadTooLarge: return "the file is too large"
    case .fileReadCorruptFile: return "the file is damaged"
    case .fileReadInapplicableStringEncoding, .fileWriteInapplicableStringEncoding:
      return "the file is not UTF-8 text"
    case .fileLocking: return "the file is locked"
    case .fileReadUnknown, .fileWriteUnknown: return "the system could not do it"
    default: return nil
    }
  }
}
