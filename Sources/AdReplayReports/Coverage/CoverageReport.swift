/// Which lines and regions of an adapter's own sources a corpus ran, per file, and the places
/// it never ran, with their source: read from what the toolchain's `llvm-cov export` counted
/// (``LLVMCoverageExport``), not counted here.
///
/// ```
/// coverage of the adapter's sources by 2 fixtures: 69.2 % of lines (18 of 26), 60.0 % of regions (12 of 20)
///            lines         regions  functions  file
///   69.2 % (18/26)  60.0 % (12/20)        5/6  Pebble/PebbleBanner.swift
/// Swift maps no branches apart from regions: each arm of an if, a guard or a switch is a region of its own.
///
/// never run: 4 places (8 regions)
/// Pebble/PebbleBanner.swift:11:40-13:10
///       11 |         guard answer != "timeout" else {
///       12 |             return .failure(.timeout)
///       13 |         }
/// …
/// ```
package struct CoverageReport: Equatable, Sendable {
    package var files: [File]
    package var lines: Tally
    package var regions: Tally
    package var functions: Tally
    /// Branch regions; Swift's coverage mapping has none (each arm of an `if`, a `guard` or a
    /// `switch` is a region of its own), a C file's has.
    package var branches: Tally

    package struct File: Equatable, Sendable {
        /// As llvm-cov names it: the path the compiler was given.
        package var path: String
        package var lines: Tally
        package var regions: Tally
        package var functions: Tally
        package var branches: Tally
        /// In source order.
        package var neverRun: [Place]
    }

    /// Code regions never run that overlap or share a line, as one place:
    /// from the first one's start to the furthest end.
    package struct Place: Equatable, Sendable {
        package var lineStart: Int
        package var columnStart: Int
        package var lineEnd: Int
        package var columnEnd: Int
        package var regions: Int

        package init(lineStart: Int, columnStart: Int, lineEnd: Int, columnEnd: Int, regions: Int) {
            (self.lineStart, self.columnStart, self.lineEnd, self.columnEnd) = (lineStart, columnStart, lineEnd, columnEnd)
            self.regions = regions
        }
    }

    /// `covered` of `count`.
    package struct Tally: Equatable, Sendable {
        package var covered: Int
        package var count: Int

        package init(covered: Int, count: Int) {
            self.covered = covered
            self.count = count
        }

        init(_ tally: LLVMCoverageExport.Tally) {
            self.init(covered: tally.covered, count: tally.count)
        }

        /// `84.4 %`, rounded down (99.96 % is not 100.0 %); `-` when there is nothing to count.
        package var percent: String {
            guard count > 0 else { return "-" }
            let tenths = covered * 1000 / count
            return "\(tenths / 10).\(tenths % 10) %"
        }

        var fraction: String { "\(covered)/\(count)" }

        /// `84.4 % (380/450)`.
        var share: String { "\(percent) (\(fraction))" }
    }

    /// The report of `export`'s files that `keeping` keeps (all by default), sorted by path;
    /// its totals are theirs.
    package init(_ export: LLVMCoverageExport.Export, keeping: (String) -> Bool = { _ in true }) {
        // A region's count over every record of it (a function compiled more than once has one
        // record each): never run only when no record ran it.
        struct Key: Hashable {
            var file: String
            var lineStart, columnStart, lineEnd, columnEnd: Int
        }
        var counts: [Key: UInt64] = [:]
        for function in export.functions {
            for region in function.regions where region.kind == .code && function.filenames.indices.contains(region.fileID) {
                let key = Key(
                    file: function.filenames[region.fileID], lineStart: region.lineStart, columnStart: region.columnStart,
                    lineEnd: region.lineEnd, columnEnd: region.columnEnd)
                counts[key] = max(counts[key] ?? 0, region.executionCount)
            }
        }
        var neverRun: [String: [Key]] = [:]
        for (key, count) in counts where count == 0 { neverRun[key.file, default: []].append(key) }
        let kept = export.files.filter { keeping($0.filename) }.sorted { $0.filename < $1.filename }.map { file in
            let regions = (neverRun[file.filename] ?? []).sorted {
                ($0.lineStart, $0.columnStart, $0.lineEnd, $0.columnEnd) < ($1.lineStart, $1.columnStart, $1.lineEnd, $1.columnEnd)
            }
            var places: [Place] = []
            for region in regions {
                if var last = places.last, region.lineStart <= last.lineEnd {
                    if (region.lineEnd, region.columnEnd) > (last.lineEnd, last.columnEnd) {
                        (last.lineEnd, last.columnEnd) = (region.lineEnd, region.columnEnd)
                    }
                    last.regions += 1
                    places[places.count - 1] = last
                } else {
                    places.append(
                        Place(
                            lineStart: region.lineStart, columnStart: region.columnStart, lineEnd: region.lineEnd,
                            columnEnd: region.columnEnd, regions: 1))
                }
            }
            return File(
                path: file.filename, lines: Tally(file.summary.lines), regions: Tally(file.summary.regions),
                functions: Tally(file.summary.functions), branches: Tally(file.summary.branches), neverRun: places)
        }
        files = kept
        func total(_ tally: (File) -> Tally) -> Tally {
            kept.map(tally).reduce(Tally(covered: 0, count: 0)) { Tally(covered: $0.covered + $1.covered, count: $0.count + $1.count) }
        }
        lines = total(\.lines)
        regions = total(\.regions)
        functions = total(\.functions)
        branches = total(\.branches)
    }

    /// Whether at least `percent` % of the lines ran (compared exactly, not as printed).
    package func meets(minimum percent: Double) -> Bool {
        lines.count == 0 || Double(lines.covered) * 100 >= percent * Double(lines.count)
    }

    /// Source lines a place shows before the rest is summed up.
    package static let shownLines = 8

    /// The report as text, ending with a line feed. `fixtures` is how many fixtures ran (nil:
    /// not known);
    /// `displayPath` shortens a path (to one relative to the working directory, say); `source`
    /// gives a file's lines, or nil when it cannot be read.
    package func text(fixtures: Int?, displayPath: (String) -> String, source: (String) -> [Substring]?) -> String {
        let by = fixtures.map { " by \($0) fixture\($0 == 1 ? "" : "s")" } ?? ""
        var text =
            "coverage of the adapter's sources\(by): \(lines.percent) of lines (\(lines.covered) of \(lines.count)), \(regions.percent) of regions (\(regions.covered) of \(regions.count))"
        if branches.count > 0 { text += ", \(branches.percent) of branches (\(branches.covered) of \(branches.count))" }
        text += "\n"
        text += table(displayPath: displayPath)
        if branches.count == 0 {
            text += "Swift maps no branches apart from regions: each arm of an if, a guard or a switch is a region of its own.\n"
        }
        let places = files.reduce(0) { $0 + $1.neverRun.count }
        let regions = files.reduce(0) { $0 + $1.neverRun.reduce(0) { $0 + $1.regions } }
        guard places > 0 else {
            text += "\nnever run: nothing; every region of these sources ran.\n"
            return text
        }
        text += "\nnever run: \(places) place\(places == 1 ? "" : "s") (\(regions) region\(regions == 1 ? "" : "s"))\n"
        for file in files {
            let lines = source(file.path)
            for place in file.neverRun {
                text += "\(displayPath(file.path)):\(place.lineStart):\(place.columnStart)-\(place.lineEnd):\(place.columnEnd)\n"
                guard let lines else {
                    text += "    (the source cannot be read here)\n"
                    continue
                }
                let last = min(place.lineEnd, place.lineStart + Self.shownLines - 1, lines.count)
                let width = max(4, String(place.lineEnd).count)
                if place.lineStart <= last {
                    for number in place.lineStart...last {
                        let line = lines[number - 1]
                        text +=
                            "    \(String(repeating: " ", count: width - String(number).count))\(number) | \(line)"
                            .trimmingTrailingSpaces + "\n"
                    }
                }
                if place.lineStart == place.lineEnd, place.lineStart <= lines.count {
                    let marks = Self.marks(under: lines[place.lineStart - 1], from: place.columnStart, to: place.columnEnd)
                    text += "    \(String(repeating: " ", count: width)) | \(marks)\n"
                }
                if place.lineEnd > last {
                    let more = place.lineEnd - last
                    text += "    \(String(repeating: " ", count: width - 1))… \(more) more line\(more == 1 ? "" : "s")\n"
                }
            }
        }
        return text
    }

    /// `^` under the part of `line` from column `start` up to column `end` (llvm-cov's columns
    /// count bytes, from 1), after the same tabs and as many spaces as the text before it.
    package static func marks(under line: Substring, from start: Int, to end: Int) -> String {
        let bytes = Array(line.utf8)
        let before = bytes.prefix(max(0, min(start - 1, bytes.count)))
        let marked = bytes[before.count..<max(before.count, min(end - 1, bytes.count))]
        let indent = String(decoding: before, as: UTF8.self).map { $0 == "\t" ? "\t" : " " }.joined()
        return indent + String(repeating: "^", count: max(1, String(decoding: marked, as: UTF8.self).count))
    }

    /// One row per file: the lines, the regions, the functions (and the branches, when any
    /// file maps some) it ran, right-aligned in columns, then its path.
    private func table(displayPath: (String) -> String) -> String {
        let withBranches = branches.count > 0
        func figures(_ lines: Tally, _ regions: Tally, _ functions: Tally, _ branches: Tally) -> [String] {
            [lines.share, regions.share, functions.fraction] + (withBranches ? [branches.share] : [])
        }
        var rows = [["lines", "regions", "functions"] + (withBranches ? ["branches"] : []) + ["file"]]
        rows += files.map { figures($0.lines, $0.regions, $0.functions, $0.branches) + [displayPath($0.path)] }
        if files.count > 1 { rows.append(figures(lines, regions, functions, branches) + ["total"]) }
        let figureColumns = rows[0].count - 1
        let widths = (0..<figureColumns).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            var line = ""
            for column in 0..<figureColumns {
                line += "  " + String(repeating: " ", count: widths[column] - row[column].count) + row[column]
            }
            return line + "  " + row[figureColumns] + "\n"
        }.joined()
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var text = Substring(self)
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
