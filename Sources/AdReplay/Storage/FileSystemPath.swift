/// A path as the file system holds it, carried in a `String` without loss.
///
/// A Linux file name is any bytes but `/` and NUL; it need not be UTF-8, and a `String` cannot hold
/// what is not. Decoding such a name the usual way replaces its bad bytes with U+FFFD, so the file
/// is then looked for under another name ("no such file", and the name printed is not the file's).
/// Here each byte that is not part of valid UTF-8 is carried as one scalar of U+EF80…U+EFFF (byte
/// 0x80 + n as U+EF80 + n; the private-use block MirOS's OPTU-8 uses for the same purpose), and a
/// name that really holds one of those scalars has its three bytes carried the same way, so
/// bytes → `String` → bytes is exact for every path.
///
/// ```swift
/// let path = FileSystemPath.string([0x61, 0xFF, 0x2E, 0x67, 0x7A])   // "a\u{EFFF}.gz"
/// FileSystemPath.bytes(path)                                          // [0x61, 0xFF, 0x2E, 0x67, 0x7A]
/// FileSystemPath.displayed(path)                                      // "a\\x{ff}.gz"
/// ```
package enum FileSystemPath {
    /// The scalars that stand for single bytes 0x80…0xFF.
    static let byteScalars: ClosedRange<UInt32> = 0xEF80...0xEFFF

    /// The path whose file-system bytes are `bytes`.
    public static func string(_ bytes: some Collection<UInt8>) -> String {
        // ASCII (nearly every name) is its own string: nothing to validate or carry apart.
        if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
        let bytes = Array(bytes)
        // Nearly every name: UTF-8 with no scalar that stands for a byte, read as it is.
        if let text = String(validating: bytes, as: UTF8.self), !holdsRawBytes(text) { return text }
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < bytes.count {
            if let (scalar, length) = scalar(in: bytes, at: index), !byteScalars.contains(scalar.value) {
                scalars.append(scalar)
                index += length
            } else if let (_, length) = scalar(in: bytes, at: index) {
                // A real U+EF80…U+EFFF: its bytes one by one, so reading it back gives them again.
                for byte in bytes[index..<index + length] { scalars.append(byteScalar(byte)) }
                index += length
            } else {
                scalars.append(byteScalar(bytes[index]))
                index += 1
            }
        }
        return String(scalars)
    }

    /// The file-system bytes of `path` (without a terminating NUL).
    public static func bytes(_ path: String) -> [UInt8] {
        guard holdsRawBytes(path) else { return Array(path.utf8) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for scalar in path.unicodeScalars {
            if byteScalars.contains(scalar.value) {
                bytes.append(UInt8(truncatingIfNeeded: scalar.value - 0xEF00))
            } else {
                UTF8.encode(scalar) { bytes.append($0) }
            }
        }
        return bytes
    }

    /// `path` as a C string for a system call; nil when it holds a NUL, which no file name can (and
    /// which would silently cut the name short).
    public static func cString(_ path: String) -> [CChar]? {
        let bytes = bytes(path)
        guard !bytes.contains(0) else { return nil }
        var text = [CChar](repeating: 0, count: bytes.count + 1)
        for (index, byte) in bytes.enumerated() { text[index] = CChar(bitPattern: byte) }
        return text
    }

    /// Calls `body` with `path` as a C string for a system call, and returns its result; nil when
    /// the path holds a NUL, which no file name can. Nearly every path is UTF-8 and is passed as
    /// it is, with no copy (``cString(_:)`` builds an array: two allocations a file read).
    static func withCString<Result, Failure: Error>(
        _ path: String, _ body: (UnsafePointer<CChar>) throws(Failure) -> Result
    ) throws(Failure) -> Result? {
        if holdsRawBytes(path) {
            guard let text = cString(path) else { return nil }
            return try body(text)
        }
        guard !holdsNUL(path) else { return nil }
        let result = path.withCString { name in Swift.Result { () throws(Failure) in try body(name) } }
        return try result.get()
    }

    /// Whether `path` holds bytes that are not UTF-8.
    public static func holdsRawBytes(_ path: String) -> Bool {
        // U+EF80…U+EFFF are EE BE 80 … EE BF BF in UTF-8: a scan of bytes, no decoding. Over the
        // string's own buffer when it has one: a path is read this way before every file read,
        // and the view's iterator costs several times the comparisons.
        func scan(_ bytes: some Sequence<UInt8>) -> Bool {
            var afterEE = false
            for byte in bytes {
                if afterEE, byte == 0xBE || byte == 0xBF { return true }
                afterEE = byte == 0xEE
            }
            return false
        }
        return path.utf8.withContiguousStorageIfAvailable { scan($0) } ?? scan(path.utf8)
    }

    /// Whether `path` holds a NUL, which no file name can.
    static func holdsNUL(_ path: String) -> Bool {
        path.utf8.withContiguousStorageIfAvailable { $0.contains(0) } ?? path.utf8.contains(0)
    }

    /// `path` for people: each byte that is not UTF-8 written `\x{ff}`.
    public static func displayed(_ path: String) -> String {
        guard holdsRawBytes(path) else { return path }
        var text = ""
        for scalar in path.unicodeScalars {
            if byteScalars.contains(scalar.value) {
                text += "\\x{\(String(scalar.value - 0xEF00, radix: 16))}"
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    private static func byteScalar(_ byte: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(UInt16(0xEF00) + UInt16(byte)) ?? "\u{FFFD}"
    }

    /// The well-formed UTF-8 scalar starting at `index` and its length in bytes, or nil.
    private static func scalar(in bytes: [UInt8], at index: Int) -> (Unicode.Scalar, Int)? {
        let lead = bytes[index]
        let length: Int
        let second: ClosedRange<UInt8>
        switch lead {
        case 0x00...0x7F: return (Unicode.Scalar(lead), 1)
        case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
        case 0xE0: (length, second) = (3, 0xA0...0xBF)
        case 0xED: (length, second) = (3, 0x80...0x9F)
        case 0xE1...0xEF: (length, second) = (3, 0x80...0xBF)
        case 0xF0: (length, second) = (4, 0x90...0xBF)
        case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
        case 0xF4: (length, second) = (4, 0x80...0x8F)
        default: return nil
        }
        guard index + length <= bytes.count, second.contains(bytes[index + 1]) else { return nil }
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard (0x80...0xBF).contains(byte) else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return Unicode.Scalar(value).map { ($0, length) }
    }
}
