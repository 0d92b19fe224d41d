// TransactionKey: iOS 17's values of the app's own in a `Transaction`
// (`withTransaction(\.fromTap, true) { … }`, read back in `.transaction { }`).
//
// Invariants: a value is kept with the transaction that carries it; a key never
// set reads its `defaultValue`. No transform runs here (TransactionModifiers.swift),
// so a value is read back only where the app reads the transaction itself.

/// A key for a value of the app's own in a transaction.
public protocol TransactionKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

extension Transaction {
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}
