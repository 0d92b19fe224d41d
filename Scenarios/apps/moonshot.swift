// Modelled on Moonshot, project 8 of Paul Hudson's "100 Days of SwiftUI" (Hacking with
// Swift), as github.com/twostraws/HackingWithSwift has it (SwiftUI/project8/Moonshot/:
// Bundle-Decodable.swift, Astronaut.swift, Mission.swift, Color-Theme.swift, ContentView.swift,
// MissionView.swift, AstronautView.swift), with the project's challenges as its readers
// solved them, e.g. github.com/scheuringtamas/100-Days-Of-SwiftUI (Moonshot/GridLayout.swift,
// ListLayout.swift, HorizontalScrollView.swift, RectangleDividers.swift). Its structure,
// written afresh: `Codable` astronauts (a `[String: Astronaut]` dictionary) and missions (a
// nested `CrewRole`, an optional launch `Date`) decoded by a generic `Bundle.decode<T>` with a
// `DateFormatter` date strategy into `let`s of ContentView; a `LazyVGrid` of
// `GridItem(.adaptive(minimum: 150))` cards or a plain `List`, switched from the toolbar; a
// mission screen whose initialiser maps the crew through the dictionary into a nested
// `CrewMember`, with the launch date `.formatted`, extracted dividers and a horizontal
// `ScrollView` of crew links; an astronaut screen; `ShapeStyle` colour extensions.
//
// Written for pull (@Observable). What it shows: the one model class, the favourites, is held
// by the App as `@State` and read through `@Environment(Favorites.self)` by every card, row,
// crew card and both detail screens. Under pull, favouriting a mission re-runs only the bodies
// that read the missions set (the 8 built cards behind and the mission screen, whose button
// reads it: 9), an astronaut only the 3 crew cards and the astronaut screen (4). Under push
// every holder re-runs on either write (13 and 14), the App too, as it holds the object as a
// `@StateObject`: its body makes a new ContentView, whose `let` initialisers decode both JSON
// files again (about 2,000 allocations, 0.9 MB a tap) before ContentView is skipped as equal.
// Pushing, popping, scrolling, the layout switch and the search touch no model and count
// alike: a push runs the link's node and the new screen; the switch (an `@AppStorage` write)
// re-runs ContentView and builds the list's 9 rows; the search's "l" and "lo" still match
// every "Apollo", so the layout is skipped and only ContentView re-runs until "lov".
//
// Added/changed: the workload; the favourites (the `Favorites` of the course's SnowSeeker,
// project 19, without its UserDefaults saving), a star on each card, row and crew card and a
// toolbar button on both detail screens: Moonshot has no model class, so without them both
// engines would count alike; the search. The bundle's JSON files are string literals
// (`Bundle.decode` reads `BundledResources` instead of `url(forResource:)` and
// `Data(contentsOf:)`), all 12 missions and 32 astronauts with shorter descriptions written
// afresh. `NavigationView` and closure links became `NavigationStack`, `NavigationLink(value:)`
// and `.navigationDestination(for:)` (as the course's project 9 asks); badges and portraits
// are `Image(decorative:)`; the layout choice is kept in `@AppStorage`; `#Preview` replaces
// `PreviewProvider`. The viewport is 8 rows: Redraw does not model grid columns, so a card is
// a row, and 8 cards are about four rows of two on a phone.

import SwiftUI

// MARK: - Bundle-Decodable.swift

extension Bundle {
    func decode<T: Decodable>(_ file: String) -> T {
        guard let contents = BundledResources.files[file] else { fatalError("Failed to locate \(file) in bundle.") }

        let decoder = JSONDecoder()
        let formatter = DateFormatter()
        formatter.dateFormat = "y-MM-dd"
        decoder.dateDecodingStrategy = .formatted(formatter)

        do {
            return try decoder.decode(T.self, from: Data(contents.utf8))
        } catch {
            fatalError("Failed to decode \(file) from bundle: \(error)")
        }
    }
}

// MARK: - Color-Theme.swift

extension ShapeStyle where Self == Color {
    static var darkBackground: Color { Color(red: 0.1, green: 0.1, blue: 0.2) }
    static var lightBackground: Color { Color(red: 0.2, green: 0.2, blue: 0.3) }
}

// MARK: - Astronaut.swift, Mission.swift

struct Astronaut: Codable, Identifiable, Hashable {
    let id: String
    let name: String
    let description: String
}

struct Mission: Codable, Identifiable, Hashable {
    struct CrewRole: Codable, Hashable {
        let name: String
        let role: String
    }

    let id: Int
    let launchDate: Date?
    let crew: [CrewRole]
    let description: String

    var displayName: String { "Apollo \(id)" }
    var image: String { "apollo\(id)" }
    var formattedLaunchDate: String { launchDate?.formatted(date: .abbreviated, time: .omitted) ?? "N/A" }
}

// MARK: - Favorites.swift

@Observable
final class Favorites {
    private var missions: Set<Int> = []
    private var astronauts: Set<String> = []

    func contains(_ mission: Mission) -> Bool { missions.contains(mission.id) }
    func contains(_ astronaut: Astronaut) -> Bool { astronauts.contains(astronaut.id) }

    func toggle(_ mission: Mission) {
        if missions.contains(mission.id) { missions.remove(mission.id) } else { missions.insert(mission.id) }
    }

    func toggle(_ astronaut: Astronaut) {
        if astronauts.contains(astronaut.id) { astronauts.remove(astronaut.id) } else { astronauts.insert(astronaut.id) }
    }
}

// MARK: - MoonshotApp.swift, ContentView.swift

@main
struct MoonshotApp: App {
    @State private var favorites = Favorites()

    var body: some Scene {
        WindowGroup {
            ContentView().environment(favorites)
        }
    }
}

struct ContentView: View {
    let astronauts: [String: Astronaut] = Bundle.main.decode("astronauts.json")
    let missions: [Mission] = Bundle.main.decode("missions.json")

    @AppStorage("showingGrid") private var showingGrid = true
    @State private var searchText = ""

    var filteredMissions: [Mission] {
        guard !searchText.isEmpty else { return missions }
        return missions.filter { mission in
            mission.displayName.localizedCaseInsensitiveContains(searchText)
                || mission.crew.contains { astronauts[$0.name]?.name.localizedCaseInsensitiveContains(searchText) ?? false }
        }
    }

    var body: some View {
        NavigationStack {
            Group {
                if showingGrid {
                    GridLayout(missions: filteredMissions)
                } else {
                    ListLayout(missions: filteredMissions)
                }
            }
            .navigationTitle("Moonshot")
            .navigationDestination(for: Mission.self) { MissionView(mission: $0, astronauts: astronauts) }
            .navigationDestination(for: Astronaut.self) { AstronautView(astronaut: $0) }
            .searchable(text: $searchText, prompt: "Missions or astronauts")
            .toolbar {
                Button(showingGrid ? "Show as List" : "Show as Grid", systemImage: showingGrid ? "list.bullet" : "square.grid.2x2") {
                    showingGrid.toggle()
                }
            }
            .background(.darkBackground)
            .preferredColorScheme(.dark)
        }
    }
}

// MARK: - GridLayout.swift, ListLayout.swift

struct GridLayout: View {
    let missions: [Mission]
    let columns = [GridItem(.adaptive(minimum: 150))]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns) {
                ForEach(missions) { mission in
                    NavigationLink(value: mission) { MissionCard(mission: mission) }
                }
            }
            .padding([.horizontal, .bottom])
        }
    }
}

struct MissionCard: View {
    @Environment(Favorites.self) private var favorites
    let mission: Mission

    var body: some View {
        VStack {
            Image(decorative: mission.image)
                .resizable().scaledToFit().frame(width: 100, height: 100).padding()

            VStack {
                Text(mission.displayName).font(.headline).foregroundStyle(.white)
                Text(mission.formattedLaunchDate).font(.caption).foregroundStyle(.white.opacity(0.5))
            }
            .padding(.vertical).frame(maxWidth: .infinity).background(.lightBackground)
        }
        .clipShape(.rect(cornerRadius: 10))
        .overlay(RoundedRectangle(cornerRadius: 10).stroke(.lightBackground))
        .overlay(alignment: .topTrailing) {
            Image(systemName: "star.fill").foregroundStyle(.yellow).padding(8)
                .opacity(favorites.contains(mission) ? 1 : 0)
        }
    }
}

struct ListLayout: View {
    let missions: [Mission]

    var body: some View {
        List(missions) { mission in
            NavigationLink(value: mission) { MissionRow(mission: mission) }
                .listRowBackground(Color.darkBackground)
        }
        .listStyle(.plain)
    }
}

struct MissionRow: View {
    @Environment(Favorites.self) private var favorites
    let mission: Mission

    var body: some View {
        HStack {
            Image(decorative: mission.image).resizable().scaledToFit().frame(width: 60, height: 60)
            VStack(alignment: .leading) {
                Text(mission.displayName).font(.headline)
                Text(mission.formattedLaunchDate).font(.caption).foregroundStyle(.secondary)
            }
            Spacer()
            Image(systemName: favorites.contains(mission) ? "star.fill" : "star").foregroundStyle(.yellow)
        }
    }
}

// MARK: - MissionView.swift, CrewScroller.swift, AstronautView.swift

struct MissionView: View {
    struct CrewMember: Hashable {
        let role: String
        let astronaut: Astronaut
    }

    @Environment(Favorites.self) private var favorites
    let mission: Mission
    let crew: [CrewMember]

    init(mission: Mission, astronauts: [String: Astronaut]) {
        self.mission = mission
        self.crew = mission.crew.map { member in
            guard let astronaut = astronauts[member.name] else { fatalError("Missing \(member.name)") }
            return CrewMember(role: member.role, astronaut: astronaut)
        }
    }

    var body: some View {
        GeometryReader { geometry in
            ScrollView {
                VStack {
                    Image(decorative: mission.image)
                        .resizable().scaledToFit().frame(maxWidth: geometry.size.width * 0.6).padding(.top)
                    Text(mission.launchDate?.formatted(date: .long, time: .omitted) ?? "Never launched").font(.caption)

                    VStack(alignment: .leading) {
                        RectangleDivider()
                        Text("Mission Highlights").font(.title.bold()).padding(.bottom, 5)
                        Text(mission.description)
                        RectangleDivider()
                        Text("Crew").font(.title.bold()).padding(.bottom, 5)
                    }
                    .padding(.horizontal)

                    CrewScroller(crew: crew)
                }
                .padding(.bottom)
            }
        }
        .navigationTitle(mission.displayName)
        .navigationBarTitleDisplayMode(.inline)
        .background(.darkBackground)
        .toolbar {
            Button(favorites.contains(mission) ? "Remove from Favorites" : "Add to Favorites",
                   systemImage: favorites.contains(mission) ? "star.fill" : "star") { favorites.toggle(mission) }
        }
    }
}

struct RectangleDivider: View {
    var body: some View {
        Rectangle().frame(height: 2).foregroundStyle(.lightBackground).padding(.vertical)
    }
}

struct CrewScroller: View {
    let crew: [MissionView.CrewMember]

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack {
                ForEach(crew, id: \.role) { crewMember in
                    NavigationLink(value: crewMember.astronaut) { CrewCard(crewMember: crewMember) }
                }
            }
        }
    }
}

struct CrewCard: View {
    @Environment(Favorites.self) private var favorites
    let crewMember: MissionView.CrewMember

    var body: some View {
        HStack {
            Image(decorative: crewMember.astronaut.id)
                .resizable().frame(width: 104, height: 72).clipShape(.capsule)
                .overlay(Capsule().strokeBorder(.white, lineWidth: 1))
            VStack(alignment: .leading) {
                Text(crewMember.astronaut.name).font(.headline).foregroundStyle(.white)
                Text(crewMember.role).foregroundStyle(.white.opacity(0.5))
            }
            Image(systemName: "star.fill").foregroundStyle(.yellow)
                .opacity(favorites.contains(crewMember.astronaut) ? 1 : 0)
        }
        .padding(.horizontal)
    }
}

struct AstronautView: View {
    @Environment(Favorites.self) private var favorites
    let astronaut: Astronaut

    var body: some View {
        ScrollView {
            VStack {
                Image(decorative: astronaut.id).resizable().scaledToFit()
                Text(astronaut.description).padding()
            }
        }
        .background(.darkBackground)
        .navigationTitle(astronaut.name)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            Button(favorites.contains(astronaut) ? "Remove from Favorites" : "Add to Favorites",
                   systemImage: favorites.contains(astronaut) ? "star.fill" : "star") { favorites.toggle(astronaut) }
        }
    }
}

#Preview {
    ContentView().environment(Favorites())
}

// MARK: - astronauts.json, missions.json (the bundle's resources)

enum BundledResources {
    static let files: [String: String] = [
        "astronauts.json": #"""
        {
          "grissom": {"id": "grissom", "name": "Virgil I. \"Gus\" Grissom", "description": "Mercury and Gemini veteran, the second American in space; lost in the Apollo 1 fire."},
          "white": {"id": "white", "name": "Edward H. White II", "description": "Made the first American spacewalk on Gemini 4; lost in the Apollo 1 fire."},
          "chaffee": {"id": "chaffee", "name": "Roger B. Chaffee", "description": "Navy aviator picked in the third astronaut group; lost in the Apollo 1 fire before his first flight."},
          "schirra": {"id": "schirra", "name": "Walter M. Schirra Jr.", "description": "The only astronaut to fly Mercury, Gemini and Apollo; commanded Apollo 7."},
          "eisele": {"id": "eisele", "name": "Donn F. Eisele", "description": "Air Force test pilot who flew the command module on Apollo 7, his only spaceflight."},
          "cunningham": {"id": "cunningham", "name": "R. Walter Cunningham", "description": "Physicist and Marine pilot, lunar module pilot of Apollo 7."},
          "borman": {"id": "borman", "name": "Frank Borman", "description": "Commanded Apollo 8, the first crew to leave Earth orbit and circle the Moon."},
          "lovell": {"id": "lovell", "name": "James A. Lovell Jr.", "description": "Flew four missions, twice to the Moon, and commanded Apollo 13 home safely."},
          "anders": {"id": "anders", "name": "William A. Anders", "description": "Took the Earthrise photograph from lunar orbit on Apollo 8."},
          "mcdivitt": {"id": "mcdivitt", "name": "James A. McDivitt", "description": "Commanded Gemini 4 and Apollo 9, the first crewed flight of the lunar module."},
          "scott": {"id": "scott", "name": "David R. Scott", "description": "Flew Gemini 8 and Apollo 9, then commanded Apollo 15 and drove the first lunar rover."},
          "schweickart": {"id": "schweickart", "name": "Russell L. \"Rusty\" Schweickart", "description": "Tested the Apollo spacesuit outside the lunar module on Apollo 9."},
          "stafford": {"id": "stafford", "name": "Thomas P. Stafford", "description": "Commanded Apollo 10, the dress rehearsal that flew within 15 km of the lunar surface."},
          "young": {"id": "young", "name": "John W. Young", "description": "Flew Gemini, Apollo and the first Space Shuttle; walked on the Moon on Apollo 16."},
          "cernan": {"id": "cernan", "name": "Eugene A. Cernan", "description": "Flew Apollo 10 and commanded Apollo 17, the last man to leave the Moon."},
          "armstrong": {"id": "armstrong", "name": "Neil A. Armstrong", "description": "Test pilot and engineer, commander of Apollo 11 and the first person on the Moon."},
          "collins": {"id": "collins", "name": "Michael Collins", "description": "Kept Columbia in lunar orbit while his crewmates landed on Apollo 11."},
          "aldrin": {"id": "aldrin", "name": "Edwin \"Buzz\" Aldrin", "description": "Lunar module pilot of Apollo 11, the second person on the Moon."},
          "conrad": {"id": "conrad", "name": "Charles \"Pete\" Conrad", "description": "Commanded Apollo 12 and later the first crew of Skylab."},
          "gordon": {"id": "gordon", "name": "Richard F. Gordon Jr.", "description": "Command module pilot of Apollo 12 after two Gemini spacewalks."},
          "bean": {"id": "bean", "name": "Alan Bean", "description": "Fourth man on the Moon, later a painter of the landings."},
          "swigert": {"id": "swigert", "name": "John L. \"Jack\" Swigert", "description": "Joined Apollo 13 three days before launch as command module pilot."},
          "haise": {"id": "haise", "name": "Fred Haise", "description": "Lunar module pilot of Apollo 13, whose landing was abandoned."},
          "shepard": {"id": "shepard", "name": "Alan B. Shepard Jr.", "description": "The first American in space, who returned to command Apollo 14."},
          "roosa": {"id": "roosa", "name": "Stuart A. Roosa", "description": "Former smokejumper who carried tree seeds around the Moon on Apollo 14."},
          "mitchell": {"id": "mitchell", "name": "Edgar D. Mitchell", "description": "Lunar module pilot of Apollo 14, sixth person on the Moon."},
          "worden": {"id": "worden", "name": "Alfred M. Worden", "description": "Made the first deep-space walk on the way home from Apollo 15."},
          "irwin": {"id": "irwin", "name": "James B. Irwin", "description": "Explored Hadley Rille with Dave Scott on Apollo 15."},
          "mattingly": {"id": "mattingly", "name": "Ken Mattingly", "description": "Grounded from Apollo 13 by a measles scare; flew Apollo 16's command module."},
          "duke": {"id": "duke", "name": "Charles Duke", "description": "CAPCOM for the first landing, then lunar module pilot of Apollo 16."},
          "evans": {"id": "evans", "name": "Ronald Evans", "description": "Command module pilot of Apollo 17, the last crewed lunar mission."},
          "schmitt": {"id": "schmitt", "name": "Harrison Schmitt", "description": "Geologist, the only scientist to walk on the Moon, on Apollo 17."}
        }
        """#,
        "missions.json": #"""
        [
          {"id": 1, "crew": [{"name": "grissom", "role": "Command Pilot"}, {"name": "white", "role": "Senior Pilot"}, {"name": "chaffee", "role": "Pilot"}], "description": "Planned first crewed Apollo flight, lost to a cabin fire during a launch rehearsal."},
          {"id": 7, "launchDate": "1968-10-11", "crew": [{"name": "schirra", "role": "Commander"}, {"name": "eisele", "role": "Command Module Pilot"}, {"name": "cunningham", "role": "Lunar Module Pilot"}], "description": "Eleven days in Earth orbit proving the redesigned command module."},
          {"id": 8, "launchDate": "1968-12-21", "crew": [{"name": "borman", "role": "Commander"}, {"name": "lovell", "role": "Command Module Pilot"}, {"name": "anders", "role": "Lunar Module Pilot"}], "description": "The first crew to orbit the Moon, ten times over Christmas 1968."},
          {"id": 9, "launchDate": "1969-03-03", "crew": [{"name": "mcdivitt", "role": "Commander"}, {"name": "scott", "role": "Command Module Pilot"}, {"name": "schweickart", "role": "Lunar Module Pilot"}], "description": "The lunar module's first crewed test, with rendezvous and docking in Earth orbit."},
          {"id": 10, "launchDate": "1969-05-18", "crew": [{"name": "stafford", "role": "Commander"}, {"name": "young", "role": "Command Module Pilot"}, {"name": "cernan", "role": "Lunar Module Pilot"}], "description": "A full rehearsal of the landing, stopping short of touchdown."},
          {"id": 11, "launchDate": "1969-07-16", "crew": [{"name": "armstrong", "role": "Commander"}, {"name": "collins", "role": "Command Module Pilot"}, {"name": "aldrin", "role": "Lunar Module Pilot"}], "description": "The first crewed landing on the Moon, in the Sea of Tranquility."},
          {"id": 12, "launchDate": "1969-11-14", "crew": [{"name": "conrad", "role": "Commander"}, {"name": "gordon", "role": "Command Module Pilot"}, {"name": "bean", "role": "Lunar Module Pilot"}], "description": "A pinpoint landing beside the Surveyor 3 probe, after a lightning strike at launch."},
          {"id": 13, "launchDate": "1970-04-11", "crew": [{"name": "lovell", "role": "Commander"}, {"name": "swigert", "role": "Command Module Pilot"}, {"name": "haise", "role": "Lunar Module Pilot"}], "description": "An oxygen tank failure ended the landing; the crew came home in the lunar module."},
          {"id": 14, "launchDate": "1971-01-31", "crew": [{"name": "shepard", "role": "Commander"}, {"name": "roosa", "role": "Command Module Pilot"}, {"name": "mitchell", "role": "Lunar Module Pilot"}], "description": "Landed at Fra Mauro, Apollo 13's target, and hit the first golf balls on the Moon."},
          {"id": 15, "launchDate": "1971-07-26", "crew": [{"name": "scott", "role": "Commander"}, {"name": "worden", "role": "Command Module Pilot"}, {"name": "irwin", "role": "Lunar Module Pilot"}], "description": "The first long-stay mission, with the lunar roving vehicle at Hadley-Apennine."},
          {"id": 16, "launchDate": "1972-04-16", "crew": [{"name": "young", "role": "Commander"}, {"name": "mattingly", "role": "Command Module Pilot"}, {"name": "duke", "role": "Lunar Module Pilot"}], "description": "Explored the Descartes highlands for three days."},
          {"id": 17, "launchDate": "1972-12-07", "crew": [{"name": "cernan", "role": "Commander"}, {"name": "evans", "role": "Command Module Pilot"}, {"name": "schmitt", "role": "Lunar Module Pilot"}], "description": "The last Apollo landing, at Taurus-Littrow, with a geologist aboard."}
        ]
        """#,
    ]
}

// Workload: open Apollo 11 from the grid and add it to the favourites, open
// Armstrong from the crew strip and add him too, go back twice, scroll to the
// end of the grid, switch to the list, and search for Lovell's missions.
Redraw.viewport(rows: 8)
Redraw.root(MoonshotApp.self)
Redraw.tap("Apollo 11")
Redraw.tap("Add to Favorites")
Redraw.tap("Neil A. Armstrong")
Redraw.tap("Add to Favorites", in: AstronautView.self)
Redraw.dismiss()
Redraw.dismiss()
Redraw.scroll(to: 11)
Redraw.tap("Show as List")
Redraw.type("Missions or astronauts", "lov")
