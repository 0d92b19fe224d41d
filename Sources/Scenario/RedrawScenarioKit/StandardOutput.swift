// StandardOutput: a pass's prints left out of what the scenario is shown to
// print (`--show-output` shows the counting pass's): the pass's standard
// output goes to /dev/null, and the parent is told, over the channel, to
// leave its standard error out ("quiet" … "shown"); those lines still reach
// the parent, for a crash's report.

import Foundation

enum StandardOutput {
    /// Returns the descriptor to restore.
    static func silence() -> Int32? {
        fflush(stdout)
        let saved = dup(1)
        let null = open("/dev/null", O_WRONLY)
        guard saved >= 0, null >= 0 else {
            // Nothing silenced: the pass's prints are shown, as they were before this existed.
            if saved >= 0 { close(saved) }
            if null >= 0 { close(null) }
            return nil
        }
        ParentChannel.send("quiet", "")
        dup2(null, 1)
        close(null)
        return saved
    }

    static func restore(_ saved: Int32) {
        fflush(stdout)
        dup2(saved, 1)
        close(saved)
        ParentChannel.send("shown", "")
    }
}
