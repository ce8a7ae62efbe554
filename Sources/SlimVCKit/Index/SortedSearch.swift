extension RandomAccessCollection where Index == Int {
    /// The position of the first element that `isAfter` holds for, in a collection where
    /// it holds for every element after that one too (a binary search); `endIndex` if none.
    func firstPosition(where isAfter: (Element) -> Bool) -> Int {
        var low = startIndex
        var high = endIndex
        while low < high {
            let middle = (low + high) / 2
            if isAfter(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}

extension RandomAccessCollection where Index == Int, Element: Comparable {
    /// Whether a sorted collection holds `element` (a binary search).
    func sortedContains(_ element: Element) -> Bool {
        let position = firstPosition { $0 >= element }
        return position < endIndex && self[position] == element
    }

    /// Whether a sorted collection holds an element within `range` (one binary search).
    func sortedContains(anyIn range: ClosedRange<Element>) -> Bool {
        let position = firstPosition { $0 >= range.lowerBound }
        return position < endIndex && self[position] <= range.upperBound
    }
}
