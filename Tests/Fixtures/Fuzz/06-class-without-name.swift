// redraw-fuzz, minimised: `class` with no name trapped in TypeCatalog ("Range requires lowerBound <= upperBound").
class