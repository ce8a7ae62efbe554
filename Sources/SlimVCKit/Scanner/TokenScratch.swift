#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Each thread's memory for the lexer's tokens, reused file after file: the largest
/// buffer the thread has needed so far, up to `keptCapacity` tokens (a larger one, for a
/// file of megabytes, is freed). It is freed when the thread ends. A buffer is taken out
/// while a file is lexed, so a lexer started meanwhile on the same thread gets its own.
enum TokenScratch {
    /// 12 MB of tokens: files of up to about 5 MB of Swift.
    static let keptCapacity = 1 << 20

    private struct Slot {
        var base: UnsafeMutablePointer<Token>?
        var capacity: Int
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, freeSlot)
        return key
    }()

    /// A buffer of at least `capacity` tokens, and its capacity.
    static func take(atLeast capacity: Int) -> (UnsafeMutablePointer<Token>, Int) {
        let slot = slot()
        if let base = slot.pointee.base, slot.pointee.capacity >= capacity {
            slot.pointee.base = nil
            return (base, slot.pointee.capacity)
        }
        return (.allocate(capacity: capacity), capacity)
    }

    /// Gives a buffer back (its tokens need no deinitializing): the thread keeps it when
    /// it holds none or a smaller one.
    static func give(_ base: UnsafeMutablePointer<Token>, capacity: Int) {
        let slot = slot()
        guard capacity <= keptCapacity, slot.pointee.base == nil || capacity > slot.pointee.capacity else {
            base.deallocate()
            return
        }
        slot.pointee.base?.deallocate()
        slot.pointee = Slot(base: base, capacity: capacity)
    }

    private static func slot() -> UnsafeMutablePointer<Slot> {
        if let pointer = pthread_getspecific(key) { return pointer.assumingMemoryBound(to: Slot.self) }
        let slot = UnsafeMutablePointer<Slot>.allocate(capacity: 1)
        slot.initialize(to: Slot(base: nil, capacity: 0))
        pthread_setspecific(key, slot)
        return slot
    }

    #if canImport(Glibc)
    private static let freeSlot: @convention(c) (UnsafeMutableRawPointer?) -> Void = { pointer in
        guard let slot = pointer?.assumingMemoryBound(to: Slot.self) else { return }
        slot.pointee.base?.deallocate()
        slot.deallocate()
    }
    #else
    private static let freeSlot: @convention(c) (UnsafeMutableRawPointer) -> Void = { pointer in
        let slot = pointer.assumingMemoryBound(to: Slot.self)
        slot.pointee.base?.deallocate()
        slot.deallocate()
    }
    #endif
}
