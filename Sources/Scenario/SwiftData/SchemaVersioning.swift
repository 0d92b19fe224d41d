// SchemaVersioning: SwiftData's versioned schemas and migration plans, as an
// app that has shipped more than one version of its models declares them
// (`enum SchemaV2: VersionedSchema { … }`, `enum MigrationPlan:
// SchemaMigrationPlan { … }`, `ModelContainer(for:migrationPlan:…)`).
//
// Invariants:
// - Values only. The run's store is one in-memory store that starts empty
//   (SwiftData.swift), so there is no older store to migrate: a plan is
//   taken by `ModelContainer` and never read, and neither closure of a
//   `.custom` stage ever runs.
// - Apple's declarations: `Schema.Version`'s three numbers, the protocols'
//   static requirements, the stages' cases with their labels.

extension Schema {
    /// A schema's version: `Schema.Version(1, 0, 0)`, ordered by its numbers.
    public struct Version: Codable, Hashable, Comparable, Sendable, CustomStringConvertible {
        public let major: Int, minor: Int, patch: Int
        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            self.major = major; self.minor = minor; self.patch = patch
        }
        public var description: String { "\(major).\(minor).\(patch)" }
        public static func < (a: Version, b: Version) -> Bool { (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch) }
    }
}

/// One version of the app's models.
public protocol VersionedSchema {
    static var versionIdentifier: Schema.Version { get }
    static var models: [any PersistentModel.Type] { get }
}

/// How the store moves from version to version: never run here.
public protocol SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { get }
    static var stages: [MigrationStage] { get }
}

/// A step between two versions; a custom stage's closures never run (nothing to migrate).
public enum MigrationStage: @unchecked Sendable {
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    case custom(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
                willMigrate: (@Sendable (ModelContext) throws -> Void)?, didMigrate: (@Sendable (ModelContext) throws -> Void)?)
}
