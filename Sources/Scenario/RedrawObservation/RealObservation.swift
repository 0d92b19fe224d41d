// RealObservation: the toolchain's Observation types under names of their own.
//
// `RedrawHooks` declares a type named `Observation` so that the `@Observable`
// macro's expansion — which names `Observation.ObservationRegistrar` — reaches
// Redraw's forwarding registrar (a type shadows a module of the same name in
// unqualified lookup). Inside that module the name `Observation` means the
// shadow, so it reaches the real module through these aliases, declared here
// where `Observation` still means the module.

@_exported import Observation

public typealias _RealObservationRegistrar = Observation.ObservationRegistrar
public typealias _RealObservable = Observation.Observable
