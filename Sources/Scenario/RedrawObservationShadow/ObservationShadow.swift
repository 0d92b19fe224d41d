// ObservationShadow: a registrar that forwards to the real one and tells the
// runtime that something was read — and, in a counting build, what was read
// and written.
//
// The `@Observable` macro's expansion stores `Observation.ObservationRegistrar()`
// and calls `access`, `willSet`, `didSet` and `withMutation` on it. Every
// compiled scenario imports this module, so that name resolves to the type
// below: the expansion is the real macro's, word for word, and every call goes
// on to the toolchain's registrar unchanged. What notifies — and when — is the
// real registrar's decision; this type only reports the calls.
//
// A class that conforms to `Observable` by hand names the registrar unqualified
// (`private let registrar = ObservationRegistrar()`, as the Observation
// sources' own tests do): the top-level alias below is that name here. This
// module imports Observation (through RedrawObservation), and Swift's lookup
// prefers a declaration of the importing module over one of a module it
// imports, so the alias shadows the toolchain's type instead of clashing with
// it. Without it such a class's writes reached no one: their views re-ran,
// labelled as an `objectWillChange.send()` with no write (a tester's probe).

import RedrawHooks
import RedrawObservation

public enum Observation {
    public typealias Observable = _RealObservable

    public struct ObservationRegistrar: Sendable, Equatable, Hashable, Codable {
        @usableFromInline let real = _RealObservationRegistrar()

        @inlinable public init() {}
        public init(from decoder: any Decoder) throws {}
        public func encode(to encoder: any Encoder) throws {}
        public static func == (lhs: Self, rhs: Self) -> Bool { true }
        public func hash(into hasher: inout Hasher) {}

        @inlinable
        public func access<Subject: _RealObservable, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
            if Instrumentation.quiet { return }
            Instrumentation.accessCount &+= 1
            // The time-split pass charges the registrar's work to the observation machinery.
            let clock = PhaseClock.current
            clock?.enter(.observation)
            defer { clock?.exit() }
            if let sink = Instrumentation.sink, let object = subject as? AnyObject {
                sink.read(object, keyPath, .observed)
            }
            real.access(subject, keyPath: keyPath)
        }

        @inlinable
        public func willSet<Subject: _RealObservable, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
            let clock = PhaseClock.current
            clock?.enter(.observation)
            defer { clock?.exit() }
            if let sink = Instrumentation.sink, let object = subject as? AnyObject {
                sink.willWrite(object, keyPath, .observed)
            }
            real.willSet(subject, keyPath: keyPath)
        }

        @inlinable
        public func didSet<Subject: _RealObservable, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
            let clock = PhaseClock.current
            clock?.enter(.observation)
            defer { clock?.exit() }
            real.didSet(subject, keyPath: keyPath)
            if let sink = Instrumentation.sink, let object = subject as? AnyObject {
                sink.didWrite(object, keyPath, .observed)
            }
        }

        @inlinable
        public func withMutation<Subject: _RealObservable, Member, T>(
            of subject: Subject, keyPath: KeyPath<Subject, Member>, _ mutation: () throws -> T
        ) rethrows -> T {
            let clock = PhaseClock.current
            clock?.enter(.observation)
            defer { clock?.exit() }
            guard let sink = Instrumentation.sink, let object = subject as? AnyObject else {
                return try real.withMutation(of: subject, keyPath: keyPath, mutation)
            }
            sink.willWrite(object, keyPath, .observed)
            defer { sink.didWrite(object, keyPath, .observed) }
            return try real.withMutation(of: subject, keyPath: keyPath, mutation)
        }
    }
}

/// The registrar of a hand-written `Observable` class (see the top of this file).
public typealias ObservationRegistrar = Observation.ObservationRegistrar
