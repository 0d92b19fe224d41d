// Key paths without arguments for the first model slots.
//
// The Observation registrar hashes the key path of every access, `willSet` and
// cancellation. A subscript key path (`\ModelObject.[slot: 3]`) hashes its
// argument too, which profiled at a seventh of the pull engine's time; these
// plain properties give the first slots key paths that hash like a stored
// property's. Models with more properties fall back to the subscript.

extension ModelObject {
    public var slot0: Value { storage[0] }
    public var slot1: Value { storage[1] }
    public var slot2: Value { storage[2] }
    public var slot3: Value { storage[3] }
    public var slot4: Value { storage[4] }
    public var slot5: Value { storage[5] }
    public var slot6: Value { storage[6] }
    public var slot7: Value { storage[7] }
    public var slot8: Value { storage[8] }
    public var slot9: Value { storage[9] }
    public var slot10: Value { storage[10] }
    public var slot11: Value { storage[11] }
    public var slot12: Value { storage[12] }
    public var slot13: Value { storage[13] }
    public var slot14: Value { storage[14] }
    public var slot15: Value { storage[15] }
    public var slot16: Value { storage[16] }
    public var slot17: Value { storage[17] }
    public var slot18: Value { storage[18] }
    public var slot19: Value { storage[19] }
    public var slot20: Value { storage[20] }
    public var slot21: Value { storage[21] }
    public var slot22: Value { storage[22] }
    public var slot23: Value { storage[23] }
    public var slot24: Value { storage[24] }
    public var slot25: Value { storage[25] }
    public var slot26: Value { storage[26] }
    public var slot27: Value { storage[27] }
    public var slot28: Value { storage[28] }
    public var slot29: Value { storage[29] }
    public var slot30: Value { storage[30] }
    public var slot31: Value { storage[31] }
    public var slot32: Value { storage[32] }
    public var slot33: Value { storage[33] }
    public var slot34: Value { storage[34] }
    public var slot35: Value { storage[35] }
    public var slot36: Value { storage[36] }
    public var slot37: Value { storage[37] }
    public var slot38: Value { storage[38] }
    public var slot39: Value { storage[39] }
    public var slot40: Value { storage[40] }
    public var slot41: Value { storage[41] }
    public var slot42: Value { storage[42] }
    public var slot43: Value { storage[43] }
    public var slot44: Value { storage[44] }
    public var slot45: Value { storage[45] }
    public var slot46: Value { storage[46] }
    public var slot47: Value { storage[47] }

    /// `\ModelObject.slot0`, `\ModelObject.slot1`, …: built once, shared by every model type.
    static let plainKeyPaths: [KeyPath<ModelObject, Value>] = [
        \.slot0, \.slot1, \.slot2, \.slot3, \.slot4, \.slot5,
        \.slot6, \.slot7, \.slot8, \.slot9, \.slot10, \.slot11,
        \.slot12, \.slot13, \.slot14, \.slot15, \.slot16, \.slot17,
        \.slot18, \.slot19, \.slot20, \.slot21, \.slot22, \.slot23,
        \.slot24, \.slot25, \.slot26, \.slot27, \.slot28, \.slot29,
        \.slot30, \.slot31, \.slot32, \.slot33, \.slot34, \.slot35,
        \.slot36, \.slot37, \.slot38, \.slot39, \.slot40, \.slot41,
        \.slot42, \.slot43, \.slot44, \.slot45, \.slot46, \.slot47,
    ]

    /// The key path the registrar uses for `slot`.
    static func keyPath(forSlot slot: Int) -> KeyPath<ModelObject, Value> {
        slot < plainKeyPaths.count ? plainKeyPaths[slot] : \ModelObject.[slot: slot]
    }
}
