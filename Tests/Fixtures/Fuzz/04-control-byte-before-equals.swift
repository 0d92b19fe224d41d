// Issue #13: a 0x14 control byte before `=`, the same Fix-It trap.
let x = 1
