// expect: 16:12: `case` patterns in conditions are not interpreted
import SwiftUI
import Observation

enum Phase {
    case idle
    case busy
}

@Observable
class Job {
    var phase = Phase.idle
    var runs = 0

    func start() {
        if case .idle = phase {
            runs += 1
        }
    }
}

struct JobView: View {
    var job: Job
    var body: some View {
        Text("\(job.runs)")
    }
}

let job = Job()

Redraw.root { JobView(job: job) }

Redraw.step("start") {
    job.start()
}
