/// The children of the parser's open containers, innermost last: a stack that hands a closing
/// container its children by moving them into the container's array.
///
/// An `Array` here would copy them out (a retain for each string and container) and then destroy
/// its own copies (a release for each): with a few hundred values per fixture, that was a
/// measurable share of reading one. Lives only inside one `parseDocument` call.
struct ChildStack<Element>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 32) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// The element at `index`, which must be below `count`.
    subscript(index: Int) -> Element {
        unsafeAddress { UnsafePointer(base + index) }
        unsafeMutableAddress { base + index }
    }

    mutating func append(_ element: consuming Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Removes the elements from `start` (at most `count`) on and returns them in order.
    mutating func removeArray(from start: Int) -> [Element] {
        // Appended one by one: `Array(unsafeUninitializedCapacity:)` is not specialized, and looks
        // up the array's generic metadata on every call, which costs more than these appends.
        var array: [Element] = []
        array.reserveCapacity(count - start)
        for index in start..<count {
            array.append((base + index).move())
        }
        count = start
        return array
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}
