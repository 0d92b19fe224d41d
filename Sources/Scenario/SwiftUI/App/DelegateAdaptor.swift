// DelegateAdaptor: `@UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate`
// in an `App`: SwiftUI makes the app's UIKit delegate, keeps it for the app's
// life, and calls it at launch.
//
// Invariants:
// - The delegate is made once per node, as `@StateObject`'s object is, when
//   the app is mounted (before its body first runs), and its
//   `application(_:willFinishLaunchingWithOptions:)` and
//   `application(_:didFinishLaunchingWithOptions:)` are called then, once,
//   with no options: Apple's app calls them at launch, before the first scene
//   is made. `UIApplication.shared.delegate` is it from then on.
// - Swift cannot make an object of a non-final class from its metatype unless
//   the initialiser is `required` (`NSObject.init()` is not), so the front end
//   writes the initial value Apple's SwiftUI makes itself:
//   `@UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate = AppDelegate()`,
//   an autoclosure here (DelegateAdaptors in RedrawFrontEnd).
// - A delegate that is an `ObservableObject` (or `@Observable`) is put into the
//   environment of the app's scenes and views, as Apple documents ("SwiftUI
//   puts the delegate it creates into the Environment"), readable with
//   `@EnvironmentObject` (or `@Environment(AppDelegate.self)`); an
//   `ObservableObject` delegate's `objectWillChange` also re-runs the app's
//   body, as a `@StateObject` would (its `$appDelegate` gives bindings into it).

import Combine
import Observation

@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
    let make: (() -> DelegateType)?
    var box: ObjectBox<DelegateType>?

    /// Apple's form. Redraw's front end gives every such property an initial value (below); one it
    /// did not see traps when the app is mounted.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) { make = nil }

    /// The front end's form: `@UIApplicationDelegateAdaptor(AppDelegate.self) var d = AppDelegate()`.
    public init(wrappedValue make: @autoclosure @escaping () -> DelegateType, _ delegateType: DelegateType.Type = DelegateType.self) {
        self.make = make
    }

    public var wrappedValue: DelegateType {
        guard let object = box?.object else { fatalError("@UIApplicationDelegateAdaptor \(DelegateType.self) read outside an App in the graph") }
        return object
    }
}

extension UIApplicationDelegateAdaptor where DelegateType: ObservableObject {
    /// Bindings into an observable delegate (`$appDelegate.setting`).
    public var projectedValue: ObservedObject<DelegateType>.Wrapper { .init(object: wrappedValue) }
}

extension UIApplicationDelegateAdaptor: _DynamicField, _EnvironmentWritingField {
    public static func _install(_ field: UnsafeMutableRawPointer, context: inout _FieldContext) {
        let adaptor = field.assumingMemoryBound(to: Self.self)
        guard let make = adaptor.pointee.make else {
            fatalError("@UIApplicationDelegateAdaptor(\(DelegateType.self).self) has no initial value: Redraw makes the delegate from `= \(DelegateType.self)()`, which its front end adds to the property as written in an App")
        }
        let delegate = make()
        adaptor.pointee.box = ObjectBox(delegate)
        MainActor.assumeIsolated {
            UIApplication.shared.delegate = delegate
            _ = delegate.application(.shared, willFinishLaunchingWithOptions: nil)
            _ = delegate.application(.shared, didFinishLaunchingWithOptions: nil)
        }
    }
    public static func _link(_ field: UnsafeMutableRawPointer, from old: UnsafeRawPointer, context: inout _FieldContext) {
        field.assumingMemoryBound(to: Self.self).pointee.box = old.assumingMemoryBound(to: Self.self).pointee.box
    }
    public static func _inputsEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool { true }
    public static func _publisher(_ field: UnsafeRawPointer) -> ObservableObjectPublisher? {
        (field.assumingMemoryBound(to: Self.self).pointee.box?.object as? any ObservableObject)?._viewPublisher
    }
    public static var _holdsObject: Bool { DelegateType.self is any ObservableObject.Type }

    static var _writesEnvironment: Bool {
        DelegateType.self is any ObservableObject.Type || DelegateType.self is any Observable.Type
    }
    static func _environmentChange(_ field: UnsafeRawPointer) -> (inout EnvironmentValues) -> Void {
        let delegate = field.assumingMemoryBound(to: Self.self).pointee.box?.object
        return { if let delegate { $0.insert(delegate) } }
    }
}

/// A wrapper whose value the views below its node see in their environment.
protocol _EnvironmentWritingField: _DynamicField {
    static var _writesEnvironment: Bool { get }
    static func _environmentChange(_ field: UnsafeRawPointer) -> (inout EnvironmentValues) -> Void
}

extension UIApplicationDelegateAdaptor: _LiveValue {
    var _liveValue: Any? { box?.object }
}
