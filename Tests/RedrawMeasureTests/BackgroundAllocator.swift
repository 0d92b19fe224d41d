/// A second thread that allocates continuously: the noise that a parallel
/// test or a Dispatch worker makes, for checking what the counters ignore.
import Foundation

final class BackgroundAllocator: @unchecked Sendable {
    private final class Item { var value = 0 }
    private let lock = NSLock()
    private var stopping = false
    private let started = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    private(set) var iterations = 0 // read only after stop()

    /// Starts the thread and returns once it has allocated a first batch.
    init() {
        let thread = Thread { [self] in
            var count = 0
            repeat {
                for _ in 0..<100 { _ = [Item(), Item()] }
                count += 1
                if count == 1 { started.signal() }
            } while !lock.withLock({ stopping })
            iterations = count
            finished.signal()
        }
        thread.start()
        started.wait()
    }

    /// Stops the thread and waits for it to finish.
    func stop() {
        lock.withLock { stopping = true }
        finished.wait()
    }
}
