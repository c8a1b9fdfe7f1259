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
        var header = String(number)
        for field in fields { header += " \(field.count)" }
        var bytes = Array((header + "\n").utf8)
        for field in fields { bytes += field }
        return bytes
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
        guard let newline = buffer.prefix(headerLimit + 1).firstIndex(of: UInt8(ascii: "\n")) else {
            return buffer.count > headerLimit ? .malformed("no header line in its first \(headerLimit) bytes") : .incomplete
        }
        let words = buffer[buffer.startIndex..<newline].split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        var numbers: [Int] = []
        for word in words {
            guard !word.isEmpty, word.count <= 18, word.allSatisfy({ (0x30...0x39).contains($0) }) else {
                return .malformed("its header is not numbers separated by spaces")
            }
            numbers.append(word.reduce(0) { $0 * 10 + Int($1 - 0x30) })
        }
        guard let number = numbers.first, numbers.count >= 2 else { return .malformed("its header has no field lengths") }
        let lengths = numbers.dropFirst()
        guard lengths.allSatisfy({ $0 <= fieldLimit }) else { return .malformed("a field is longer than \(fieldLimit) bytes") }
        let total = lengths.reduce(0, +)
        var start = buffer.index(after: newline)
        guard buffer.endIndex - start >= total else { return .incomplete }
        var fields: [[UInt8]] = []
        for length in lengths {
            fields.append(Array(buffer[start..<start + length]))
            start += length
        }
        return .frame(WorkerFrame(number: number, fields: fields), consumed: start - buffer.startIndex)
    }
}

/// Reads ``WorkerFrame``s from a descriptor (a worker's stdin), blocking until each is whole.
package struct WorkerFrameReader {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    /// What one `read` fills, made once: a worker reads a request per fixture.
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)

    package init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The next frame; nil at a clean end of input (between frames).
    package mutating func next() throws(WorkerFrameReader.Malformed) -> WorkerFrame? {
        while true {
            switch WorkerFrame.parse(buffer[...]) {
            case .frame(let frame, let consumed):
                buffer.removeSubrange(..<consumed)
                return frame
            case .malformed(let why):
                throw Malformed(reason: why)
            case .incomplete:
                break
            }
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
