import AdReplay
import Foundation

/// A report a run writes beside its output (`--junit`, `--markdown`, `XML_OUTPUT_FILE`): checked
/// before anything is replayed, published through ``FilePublisher`` when the run is done (a
/// temporary file renamed over the target, so a killed run leaves the old report or the new one,
/// never half of one or a stray temporary file).
///
/// Only a regular file, or a new name, takes a report. A symbolic link is followed: the file it
/// leads to is replaced (the link stays), as a shell's `>` would do. A directory, a FIFO, a
/// device or a socket is refused with one sentence, and so is any of the run's own fixtures
/// (whatever name, link or hard link leads to it). A replaced file keeps its permission bits.
struct ReportFile {
    /// How the user named it: `--junit`, `--markdown`, `XML_OUTPUT_FILE`.
    var option: String
    var path: String

    /// Refuses a target that is not a regular file, or that is one of `inputs`.
    func check(inputs: [String]) throws {
        var target = stat()
        guard let name = FileSystemPath.cString(path) else { throw refusal("holds a NUL character, which no file name can") }
        guard stat(name, &target) == 0 else {
            // Nothing there yet (or a link to nothing, which the report will create): fine.
            if errno == ENOENT { return }
            if errno == ENOTDIR { throw refusal("a folder on its way is a file") }
            throw refusal("cannot be reached (\(String(cString: strerror(errno)).lowercased()))")
        }
        let kind = FileKind(target)
        guard kind == .regular else { throw refusal("is \(kind.name); a report is written only to a regular file") }
        for input in inputs {
            var fixture = stat()
            if let input = FileSystemPath.cString(input), stat(input, &fixture) == 0, fixture.st_dev == target.st_dev,
                fixture.st_ino == target.st_ino
            {
                throw refusal("is one of the fixtures this run replays; write the report to another file")
            }
        }
    }

    /// Refuses `other` when it names the file this report names, however either is spelled
    /// (`r.md`, `./r.md`, `sub/../r.md`, a symbolic link, a hard link): the second report would
    /// silently replace the first.
    func checkDistinct(from other: ReportFile) throws {
        let mine = destination, theirs = other.destination
        let same = mine != nil || theirs != nil ? mine == theirs : path.utf8.elementsEqual(other.path.utf8)
        if same {
            throw other.refusal(
                "names the file \(option) \(path.escapingControlCharacters) names too; write the two reports to different files")
        }
    }

    /// Where a report lands, the same for every name of it: the file a name leads to, or, for a
    /// name with no file yet (or a symbolic link to none), the folder it would be made in and
    /// its name there.
    private enum Destination: Equatable {
        case file(device: UInt64, inode: UInt64)
        case new(folderDevice: UInt64, folderInode: UInt64, name: [UInt8])
    }

    /// ``Destination`` of the path, nil when it cannot be told (a folder on the way missing).
    private var destination: Destination? {
        var current = path
        // As many links as the kernel follows.
        for _ in 0...40 {
            guard let name = FileSystemPath.cString(current) else { return nil }
            var info = stat()
            if stat(name, &info) == 0 { return .file(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)) }
            let slash = current.utf8.lastIndex(of: UInt8(ascii: "/"))
            let folder = slash.map { String(current[...$0]) } ?? "./"
            var link = stat()
            if lstat(name, &link) == 0, link.st_mode & S_IFMT == S_IFLNK {
                var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
                let count = readlink(name, &buffer, buffer.count - 1)
                guard count > 0 else { return nil }
                let target = FileSystemPath.string(buffer[..<count].map { UInt8(bitPattern: $0) })
                current = target.hasPrefix("/") ? target : folder + target
                continue
            }
            guard let folderName = FileSystemPath.cString(folder), stat(folderName, &info) == 0 else { return nil }
            let base = slash.map { Array(current.utf8[current.utf8.index(after: $0)...]) } ?? Array(current.utf8)
            return .new(folderDevice: UInt64(info.st_dev), folderInode: UInt64(info.st_ino), name: base)
        }
        return nil
    }

    /// Writes `text` to the file.
    func publish(_ text: String) throws {
        do throws(FixtureError) {
            try FilePublisher.publishReport(Array(text.utf8), to: path)
        } catch {
            throw Failure.input("\(option) \(error.description)")
        }
    }

    private func refusal(_ reason: String) -> CommandFailure {
        Failure.input("\(option) \(path.escapingControlCharacters): \(reason).")
    }
}

/// What a `stat` says a name is, in words for a sentence.
enum FileKind: Equatable {
    case regular, directory, fifo, characterDevice, blockDevice, socket, symbolicLink, other

    init(_ info: stat) {
        self =
            switch info.st_mode & S_IFMT {
            case S_IFREG: .regular
            case S_IFDIR: .directory
            case S_IFIFO: .fifo
            case S_IFCHR: .characterDevice
            case S_IFBLK: .blockDevice
            case S_IFSOCK: .socket
            case S_IFLNK: .symbolicLink
            default: .other
            }
    }

    var name: String {
        switch self {
        case .regular: "a regular file"
        case .directory: "a directory"
        case .fifo: "a FIFO"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .socket: "a socket"
        case .symbolicLink: "a symbolic link"
        case .other: "not a file"
        }
    }
}
