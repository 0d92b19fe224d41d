// Follows the sample's Preview Content/TestData.swift: GeoJSON as the USGS serves it,
// inline. The first feed has eight quakes; the second (a later refresh) two new ones on
// top and a revised magnitude for Volcano, Hawaii. A feature with a null magnitude is
// skipped by GeoJSON's decoder, as the real feed's sometimes are.

import Foundation

enum TestData {
    static let feed = """
    {"type":"FeatureCollection","metadata":{"generated":1735689600000,"title":"USGS All Earthquakes, Past Hour","count":9},"features":[
    {"type":"Feature","properties":{"mag":4.6,"place":"Reykjanes Ridge","time":1735689300000,"tsunami":0,"detail":"https://earthquake.usgs.gov/earthquakes/feed/v1.0/detail/us7000p1a1.geojson","code":"us7000p1a1","type":"earthquake"},"geometry":{"type":"Point","coordinates":[-35.12,57.25,10]},"id":"us7000p1a1"},
    {"type":"Feature","properties":{"mag":2.1,"place":"8 km NW of The Geysers, CA","time":1735689000000,"tsunami":0,"detail":"https://earthquake.usgs.gov/earthquakes/feed/v1.0/detail/nc75100211.geojson","code":"nc75100211","type":"earthquake"},"geometry":{"type":"Point","coordinates":[-122.81,38.82,2.4]},"id":"nc75100211"},
    {"type":"Feature","properties":{"mag":1.4,"place":"32 km SE of Denali National Park, Alaska","time":1735688700000,"tsunami":0,"detail":"https://earthquake.usgs.gov/earthquakes/feed/v1.0/detail/ak025aa1b2c.geojson","code":"ak025aa1b2c","type":"earthquake"},"geometry":{"type":"Point","coordinates":[-150.2,63.1,88]},"id":"ak025aa1b2c"},
    {"type":"Feature","properties":{"mag":2.8,"place":"5 km S of Volcano, Hawaii","time":1735688400000,"tsunami":0,"detail":"https://earthquake.usgs.gov/earthquakes/feed/v1.0/detail/hv74500123.geojson","code":"hv74500123","type":"earthquake"},"geometry":{"type":"Point","coordinates":[-155.23,19.38,1.9]},"id":"hv74500123"},
    {"type":"Feature","properties":{"mag":null,"place":"Unknown","time":1735688300000,"tsunami":0,"detail":"https://earthquake.usgs.gov/earthquakes/feed/v1.0/detail/xx00000000.geojson","code":"xx00000000","type":"earthquake"},"geometry":null,"id":"xx00000000"},
    {"type":"Feature","properties":{"mag":1.1,"place":"10 km NE of Ridgecrest, CA","time":1735688100000,"tsunami":0,"detail":"https://earthquake.usgs.gov/earthquakes/feed/v1.0/detail/ci40900011.geojson","code":"ci40900011","type":"earthquake"},"geometry":{"type":"Point","coordinates":[-117.6,35.7,7.5]},"id":"ci40900011"},
    {"type":"Feature","properties":{"mag":5.3,"place":"Kermadec Islands region","time":1735687800000,"tsunami":1,"detail":"https://earthquake.usgs.gov/earthquakes/feed/v1.0/detail/us7000p1a2.geojson","code":"us7000p1a2","type":"earthquake"},"geometry":{"type":"Point","coordinates":[-177.9,-29.8,35]},"id":"us7000p1a2"},
    {"type":"Feature","properties":{"mag":0.9,"place":"24 km E of Hawthorne, Nevada","time":1735687500000,"tsunami":0,"detail":"https://earthquake.usgs.gov/earthquakes/feed/v1.0/detail/nn00890012.geojson","code":"nn00890012","type":"earthquake"},"geometry":{"type":"Point","coordinates":[-118.37,38.5,8]},"id":"nn00890012"},
    {"type":"Feature","properties":{"mag":1.7,"place":"6 km W of Mount St. Helens, WA","time":1735687200000,"tsunami":0,"detail":"https://earthquake.usgs.gov/earthquakes/feed/v1.0/detail/uw61980033.geojson","code":"uw61980033","type":"earthquake"},"geometry":{"type":"Point","coordinates":[-122.27,46.2,3.1]},"id":"uw61980033"}
    ]}
    """

    static let refreshedFeed = """
    {"type":"FeatureCollection","metadata":{"generated":1735689660000,"title":"USGS All Earthquakes, Past Hour","count":10},"features":[
    {"type":"Feature","properties":{"mag":3.9,"place":"Off the coast of Oregon","time":1735689540000,"tsunami":0,"detail":"https://earthquake.usgs.gov/earthquakes/feed/v1.0/detail/us7000p1a3.geojson","code":"us7000p1a3","type":"earthquake"},"geometry":{"type":"Point","coordinates":[-126.4,43.9,10]},"id":"us7000p1a3"},
    {"type":"Feature","properties":{"mag":1.6,"place":"4 km SSW of Ridgecrest, CA","time":1735689480000,"tsunami":0,"detail":"https://earthquake.usgs.gov/earthquakes/feed/v1.0/detail/ci40900045.geojson","code":"ci40900045","type":"earthquake"},"geometry":{"type":"Point","coordinates":[-117.69,35.59,6.2]},"id":"ci40900045"},
    {"type":"Feature","properties":{"mag":4.6,"place":"Reykjanes Ridge","time":1735689300000,"tsunami":0,"detail":"https://earthquake.usgs.gov/earthquakes/feed/v1.0/detail/us7000p1a1.geojson","code":"us7000p1a1","type":"earthquake"},"geometry":{"type":"Point","coordinates":[-35.12,57.25,10]},"id":"us7000p1a1"},
    {"type":"Feature","properties":{"mag":2.1,"place":"8 km NW of The Geysers, CA","time":1735689000000,"tsunami":0,"detail":"https://earthquake.usgs.gov/earthquakes/feed/v1.0/detail/nc75100211.geojson","code":"nc75100211","type":"earthquake"},"geometry":{"type":"Point","coordinates":[-122.81,38.82,2.4]},"id":"nc75100211"},
    {"type":"Feature","properties":{"mag":1.4,"place":"32 km SE of Denali National Park, Alaska","time":1735688700000,"tsunami":0,"detail":"https://earthquake.usgs.gov/earthquakes/feed/v1.0/detail/ak025aa1b2c.geojson","code":"ak025aa1b2c","type":"earthquake"},"geometry":{"type":"Point","coordinates":[-150.2,63.1,88]},"id":"ak025aa1b2c"},
    {"type":"Feature","properties":{"mag":3.0,"place":"5 km S of Volcano, Hawaii","time":1735688400000,"tsunami":0,"detail":"https://earthquake.usgs.gov/earthquakes/feed/v1.0/detail/hv74500123.geojson","code":"hv74500123","type":"earthquake"},"geometry":{"type":"Point","coordinates":[-155.23,19.38,1.9]},"id":"hv74500123"},
    {"type":"Feature","properties":{"mag":1.1,"place":"10 km NE of Ridgecrest, CA","time":1735688100000,"tsunami":0,"detail":"https://earthquake.usgs.gov/earthquakes/feed/v1.0/detail/ci40900011.geojson","code":"ci40900011","type":"earthquake"},"geometry":{"type":"Point","coordinates":[-117.6,35.7,7.5]},"id":"ci40900011"},
    {"type":"Feature","properties":{"mag":5.3,"place":"Kermadec Islands region","time":1735687800000,"tsunami":1,"detail":"https://earthquake.usgs.gov/earthquakes/feed/v1.0/detail/us7000p1a2.geojson","code":"us7000p1a2","type":"earthquake"},"geometry":{"type":"Point","coordinates":[-177.9,-29.8,35]},"id":"us7000p1a2"},
    {"type":"Feature","properties":{"mag":0.9,"place":"24 km E of Hawthorne, Nevada","time":1735687500000,"tsunami":0,"detail":"https://earthquake.usgs.gov/earthquakes/feed/v1.0/detail/nn00890012.geojson","code":"nn00890012","type":"earthquake"},"geometry":{"type":"Point","coordinates":[-118.37,38.5,8]},"id":"nn00890012"},
    {"type":"Feature","properties":{"mag":1.7,"place":"6 km W of Mount St. Helens, WA","time":1735687200000,"tsunami":0,"detail":"https://earthquake.usgs.gov/earthquakes/feed/v1.0/detail/uw61980033.geojson","code":"uw61980033","type":"earthquake"},"geometry":{"type":"Point","coordinates":[-122.27,46.2,3.1]},"id":"uw61980033"}
    ]}
    """

    /// A detail feed's origin product, as the USGS serves it (its numbers are strings).
    static func detail(code: String, latitude: String, longitude: String) -> String {
        """
        {"type":"Feature","properties":{"code":"\(code)","products":{"origin":[{"properties":{"latitude":"\(latitude)","longitude":"\(longitude)","depth":"10"}}]}},"id":"\(code)"}
        """
    }

    static let origins: [String: (latitude: String, longitude: String)] = [
        "us7000p1a1": ("57.2500", "-35.1200"), "nc75100211": ("38.8200", "-122.8100"),
        "ak025aa1b2c": ("63.1000", "-150.2000"), "hv74500123": ("19.3800", "-155.2300"),
        "ci40900011": ("35.7000", "-117.6000"), "us7000p1a2": ("-29.8000", "-177.9000"),
        "nn00890012": ("38.5000", "-118.3700"), "uw61980033": ("46.2000", "-122.2700"),
        "us7000p1a3": ("43.9000", "-126.4000"), "ci40900045": ("35.5900", "-117.6900"),
    ]
}
