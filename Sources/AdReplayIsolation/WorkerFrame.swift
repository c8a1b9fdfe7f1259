#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One message between `adreplay replay` and a replay worker, in either direction: a header line
/// `NUMBER LENGTH…` (ASCII digits and spaces), then the fields' bytes, back to back, exactly as
/// long as the header says.
///
/// A path can hold any byte but NUL (a line feed, a carriage return, U+2028, bytes that are no
/// UTF-8), so nothing in a field is ever read as a separator: the lengths alone say where a field
/// ends. The number is the request's place in the run; the worker's answer repeats it and the path
/// it was asked for, so that the parent can check that every answer is the answer to its question.
///
/// ```swift
/// WorkerFrame(number: 3, fields: [Array("a\nb".utf8)]).bytes   // "3 3\na\nb"
/// ```
package struct WorkerFrame: Equatable, Sendable {
    package var number: Int
    package var fields: [[UInt8]]

    package init(number: Int, fields: [[UInt8]]) {
        self.number = number
        self.fields = fields
    }

    /// The longest header line read: a number and a few lengths never need more.
    static let headerLimit = 128
    /// The most bytes one field may hold: a worker's answer with sequence diagrams is capped far
    /// below this (see ``MarkdownReport/Limits``); anything larger is not from a worker.
    static let fieldLimit = 1 << 28

    package var bytes: [UInt8] {
        var bytes: [UInt8] = []
        append(to: &bytes)
        return bytes
    }

    /// Appends ``bytes`` to `bytes` (a run sends several requests in one write).
    package func append(to bytes: inout [UInt8]) {
        bytes.reserveCapacity(bytes.count + 20 * (fields.count + 1) + fields.reduce(0) { $0 + $1.count })
        Self.appendDecimal(number, to: &bytes)
        for field in fields {
            bytes.append(UInt8(ascii: " "))
            Self.appendDecimal(field.count, to: &bytes)
        }
        bytes.append(UInt8(ascii: "\n"))
        for field in fields { bytes += field }
    }

    /// `value`'s decimal digits, as `String(value)` spells them (a frame is written per fixture:
    /// this skips making a string of each number).
    private static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
        guard value >= 0 else { return bytes += String(value).utf8 }
        var divisor = 1
        while divisor <= value / 10 { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
        }
    }

    /// What reading a frame from a byte stream gave.
    package enum Parsed: Equatable {
        /// A whole frame, and how many bytes of the buffer it took.
        case frame(WorkerFrame, consumed: Int)
        /// The buffer holds the start of a frame: read more.
        case incomplete
        /// The bytes are not a frame: why.
        case malformed(String)
    }

    /// The frame at the start of `buffer`.
    package static func parse(_ buffer: ArraySlice<UInt8>) -> Parsed {
        let header: Header
        switch Header.parse(buffer) {
        case .header(let parsed): header = parsed
        case .incomplete: return .incomplete
        case .malformed(let why): return .malformed(why)
        }
        guard buffer.endIndex - header.end >= header.fieldsLength else { return .incomplete }
        var start = header.end
        var fields: [[UInt8]] = []
        fields.reserveCapacity(header.lengths.count)
        for length in header.lengths {
            fields.append(Array(buffer[start..<start + length]))
            start += length
        }
        return .frame(WorkerFrame(number: header.number, fields: fields), consumed: start - buffer.startIndex)
    }

    /// Whether `buffer` starts with a whole frame, or with bytes that are no frame: what
    /// ``parse(_:)`` says, without copying the fields.
    package static func startsWholeFrameOrMalformed(_ buffer: ArraySlice<UInt8>) -> Bool {
        switch Header.parse(buffer) {
        case .header(let header): buffer.endIndex - header.end >= header.fieldsLength
        case .incomplete: false
        case .malformed: true
        }
    }

    /// A frame's header line, read: the number, the fields' lengths, and where the fields start.
    private struct Header {
        var number: Int
        var lengths: [Int]
        var fieldsLength: Int
        /// The index just past the line feed.
        var end: Int

        enum Parsed {
            case header(Header)
            case incomplete
            case malformed(String)
        }

        // Read byte by byte rather than split into words: a run reads a header per fixture.
        static func parse(_ buffer: ArraySlice<UInt8>) -> Parsed {
            guard let newline = buffer.prefix(headerLimit + 1).firstIndex(of: UInt8(ascii: "\n")) else {
                return buffer.count > headerLimit ? .malformed("no header line in its first \(headerLimit) bytes") : .incomplete
            }
            var number: Int?
            var lengths: [Int] = []
            var value = 0
            var digits = 0
            for byte in buffer[buffer.startIndex...newline] {
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") {
                    guard digits > 0 else { return .malformed("its header is not numbers separated by spaces") }
                    if number == nil { number = value } else { lengths.append(value) }
                    value = 0
                    digits = 0
                } else {
                    guard (0x30...0x39).contains(byte), digits < 18 else {
                        return .malformed("its header is not numbers separated by spaces")
                    }
                    value = value * 10 + Int(byte - 0x30)
                    digits += 1
                }
            }
            guard let number, !lengths.isEmpty else { return .malformed("its header has no field lengths") }
            guard lengths.allSatisfy({ $0 <= fieldLimit }) else { return .malformed("a field is longer than \(fieldLimit) bytes") }
            return .header(Header(number: number, lengths: lengths, fieldsLength: lengths.reduce(0, +), end: newline + 1))
        }
    }
}

/// Reads ``WorkerFrame``s from a descriptor (a worker's stdin), blocking until each is whole.
package struct WorkerFrameReader {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    /// Where the unread part of `buffer` starts: frames are taken from the front without moving
    /// the rest each time.
    private var start = 0
    /// What one `read` fills, made once: a worker reads a request per fixture.
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)

    package init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The next frame; nil at a clean end of input (between frames).
    package mutating func next() throws(WorkerFrameReader.Malformed) -> WorkerFrame? {
        while true {
            switch WorkerFrame.parse(buffer[start...]) {
            case .frame(let frame, let consumed):
                start += consumed
                return frame
            case .malformed(let why):
                throw Malformed(reason: why)
            case .incomplete:
                break
            }
            buffer.removeSubrange(..<start)
            start = 0
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                if buffer.isEmpty { return nil }
                throw Malformed(reason: "the input ends inside a frame")
            }
            buffer += chunk[..<count]
        }
    }

    /// Input that is not a frame.
    package struct Malformed: Error {
        package var reason: String
    }
}
