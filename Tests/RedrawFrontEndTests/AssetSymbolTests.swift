// AssetSymbols: the names Xcode gives an asset catalog's colours and images,
// each case one seen in a `GeneratedAssetSymbols.swift` that Xcode wrote for a
// real app (the asset's name → its symbol), and what is left out.

@testable import RedrawFrontEnd
import SwiftParser
import Testing

@Suite struct AssetSymbolTests {
    @Test(arguments: [
        ("AccentColor", AssetCatalog.Kind.color, "accent"),
        ("backgroundColor", .color, "background"),
        ("DSActionForeground", .color, "dsActionForeground"),
        ("chip_aqua_pastel", .color, "chipAquaPastel"),
        ("PrimarySoft", .color, "primarySoft"),
        ("Trip_Status_Bar", .image, "tripStatusBar"),
        ("Frame 74", .image, "frame74"),
        ("10_back_arm", .image, "_10BackArm"),
        ("mastodon.clean.fill", .image, "mastodonCleanFill"),
        ("adult_products_image", .image, "adultProducts"),
        ("Initial-Image", .image, "initial"),
        ("Image", .image, "image"),
        ("welcomeVCimage", .image, "welcomeVCimage"),
        ("Coffee-Mocha", .image, "coffeeMocha"),
        // A colour's "Image" and an image's "Color" stay.
        ("HeroImage", .color, "heroImage"),
        ("BrandColor", .image, "brandColor"),
    ])
    func names(_ asset: String, _ kind: AssetCatalog.Kind, _ symbol: String) {
        #expect(AssetSymbols.symbol(for: asset, kind: kind) == symbol)
    }

    @Test func membersPerKindAndWhatIsLeftOut() throws {
        let catalog = AssetCatalog(assets: [
            .init(name: "Logo", kind: .image),
            .init(name: "BrandColor", kind: .color),
            // Color.primary and ShapeStyle's .primary are SwiftUI's: only the resource and UIColor's.
            .init(name: "Primary", kind: .color),
            .init(name: "Icons/star", kind: .image),
            .init(name: "Icons/Small/dot", kind: .image),
            // The app declares this one itself (below): not again.
            .init(name: "Hero", kind: .image),
            // The same symbol as "Logo": the first has it.
            .init(name: "logo", kind: .image),
        ])
        let tree = Parser.parse(source: "extension ImageResource { static let hero = ImageResource(name: \"Hero\", bundle: .main) }")
        let text = try #require(AssetSymbols.source(catalog, declared: AssetSymbols.declared(in: tree)))
        #expect(text.contains("extension ColorResource {\n    static let brand = ColorResource(name: \"BrandColor\", bundle: .main)\n    static let primary = ColorResource(name: \"Primary\", bundle: .main)\n}\n"))
        #expect(text.contains("""
            extension ImageResource {
                static let logo = ImageResource(name: "Logo", bundle: .main)
                enum Icons {
                    static let star = ImageResource(name: "Icons/star", bundle: .main)
                    enum Small {
                        static let dot = ImageResource(name: "Icons/Small/dot", bundle: .main)
                    }
                }
            }

            """))
        #expect(text.contains("extension Color {\n    static var brand: Color { Color(ColorResource.brand) }\n}\n"))
        #expect(text.contains("extension ShapeStyle where Self == Color {\n    static var brand: Color { Color(ColorResource.brand) }\n}\n"))
        #expect(text.contains("extension UIColor {\n    static var brand: UIColor { UIColor(resource: ColorResource.brand) }\n"
                              + "    static var primary: UIColor { UIColor(resource: ColorResource.primary) }\n}\n"))
        #expect(text.contains("extension UIImage {\n    static var logo: UIImage { UIImage(resource: ImageResource.logo) }\n}\n"))
        #expect(!text.contains("hero"))
        #expect(!text.contains("\"logo\""))
    }

    @Test func noCatalogNoSource() {
        #expect(AssetSymbols.source(AssetCatalog(assets: []), declared: []) == nil)
    }
}
