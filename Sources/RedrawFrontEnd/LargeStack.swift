// LargeStack: runs the front end on a thread with a 512 MiB stack. SwiftParser
// and every pass over its tree recurse once per level of nesting, and long
// flat syntax nests too — 5,000 chained `else if`s are 5,000 levels — which
// overflows a main thread's 8 MiB (found by `redraw-fuzz`: signal 11 in
// `Lexer.Cursor.lexTrivia`). The stack is reserved address space; only the
// pages a deep file touches are ever used.
//
// Invariants:
// - `run` returns what `body` returns, on the caller's thread, after the
//   worker thread has ended; if the thread cannot be made, `body` runs on
//   the caller's thread.

#if canImport(Glibc)
import Glibc
#endif

enum LargeStack {
    static let size = 512 << 20

    static func run<T>(_ body: () -> T) -> T {
        withoutActuallyEscaping(body) { body in
            var result: T?
            let job = Job { result = body() }
            let context = Unmanaged.passRetained(job).toOpaque()
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            var thread = pthread_t()
            guard pthread_attr_setstacksize(&attributes, size) == 0,
                  pthread_create(&thread, &attributes, { context in
                      Unmanaged<Job>.fromOpaque(context!).takeUnretainedValue().perform()
                      return nil
                  }, context) == 0 else {
                Unmanaged<Job>.fromOpaque(context).release()
                return body()
            }
            pthread_join(thread, nil)
            Unmanaged<Job>.fromOpaque(context).release()
            return result!
        }
    }

    private final class Job {
        let perform: () -> Void
        init(_ perform: @escaping () -> Void) { self.perform = perform }
    }
}
