extension String {
    /// A file name from the bytes the system gives (`readdir`), kept exactly even when it is no
    /// UTF-8 (a name made on a system with another encoding): each byte that is not part of valid
    /// UTF-8 becomes the private-use scalar U+10FF00 + byte (U+10FF80…U+10FFFF), which
    /// ``fileSystemPath`` writes back as that byte. A name that holds one of those scalars as
    /// UTF-8 has its four bytes kept the same way, so every name goes back to its own bytes.
    ///
    /// ```swift
    /// String(fileSystemName: [0x61, 0xFF])   // "a\u{10FFFF}"; its fileSystemPath is [0x61, 0xFF, 0]
    /// ```
    package init(fileSystemName bytes: some Collection<UInt8>) {
        let bytes = Array(bytes)
        if let plain = String(validating: bytes, as: UTF8.self), !plain.unicodeScalars.contains(where: \.isRawFileNameByte) {
            self = plain
            return
        }
        var name = ""
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0
            if length > 0, index + length <= bytes.count,
               let scalar = String(validating: bytes[index..<index + length], as: UTF8.self)?.unicodeScalars.first,
               !scalar.isRawFileNameByte {
                name.unicodeScalars.append(scalar)
                index += length
            } else {
                name.unicodeScalars.append(Unicode.Scalar.rawFileNameByte(lead))
                index += 1
            }
        }
        self = name
    }

    /// The path as the system calls take it: UTF-8, each U+10FF80…U+10FFFF written as its byte
    /// (see ``init(fileSystemName:)``), NUL-terminated.
    package var fileSystemPath: [CChar] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count + 1)
        for scalar in unicodeScalars {
            if scalar.isRawFileNameByte {
                bytes.append(UInt8(scalar.value - 0x10FF00))
            } else {
                bytes += String(scalar).utf8
            }
        }
        bytes.append(0)
        return bytes.map { CChar(bitPattern: $0) }
    }
}

extension Unicode.Scalar {
    /// A byte of a file name that is no UTF-8, as ``Swift/String/init(fileSystemName:)`` keeps it.
    var isRawFileNameByte: Bool { (0x10FF80...0x10FFFF).contains(value) }

    static func rawFileNameByte(_ byte: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(0x10FF00 + UInt32(byte)) ?? "\u{FFFD}"
    }
}
