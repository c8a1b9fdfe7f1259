import Foundation

extension Image {
    /// An empty image (`UIImage()`): no size, no content.
    public init() {
        self.init(size: .zero, color: nil, name: nil, scale: 1)
    }

    /// An image decoded from `data`, as `UIImage(data:)` makes one: nil when the bytes are not a
    /// PNG, GIF or JPEG. The stand-in draws nothing; it reads the image's size from its header,
    /// and names it by its kind and byte count (`"png, 1234 bytes"`), so a fixture shows which
    /// image an adapter handed over.
    public init?(data: Data, scale: Double = 1) {
        guard let (kind, size) = Self.header(of: [UInt8](data.prefix(64 * 1024))) else { return nil }
        self.init(size: size, color: nil, name: "\(kind), \(data.count) bytes", scale: scale)
    }

    /// The kind and pixel size an image's header gives, or nil when it is none of the three.
    private static func header(of bytes: [UInt8]) -> (String, Size)? {
        func bigEndian(_ at: Int, _ count: Int) -> Int? {
            guard at >= 0, at + count <= bytes.count else { return nil }
            return bytes[at..<at + count].reduce(0) { $0 << 8 | Int($1) }
        }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            guard let width = bigEndian(16, 4), let height = bigEndian(20, 4) else { return nil }
            return ("png", Size(width: Double(width), height: Double(height)))
        }
        if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) {
            guard bytes.count >= 10 else { return nil }
            let width = Int(bytes[6]) | Int(bytes[7]) << 8, height = Int(bytes[8]) | Int(bytes[9]) << 8
            return ("gif", Size(width: Double(width), height: Double(height)))
        }
        if bytes.starts(with: [0xFF, 0xD8]) {
            // Walk the segments to the first start-of-frame marker, which holds the size.
            var index = 2
            while index + 9 < bytes.count, bytes[index] == 0xFF {
                let marker = bytes[index + 1]
                guard let length = bigEndian(index + 2, 2), length >= 2 else { return nil }
                if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                    guard let height = bigEndian(index + 5, 2), let width = bigEndian(index + 7, 2) else { return nil }
                    return ("jpeg", Size(width: Double(width), height: Double(height)))
                }
                index += 2 + length
            }
            return ("jpeg", .zero)
        }
        return nil
    }
}
