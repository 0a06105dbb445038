/// A film in the example's catalogue.
public struct Movie: Hashable, Sendable {
  /// A short, stable identifier used in routes: `movie/alien`.
  public var id: String
  public var title: String
  public var year: Int
  public var director: String
  public var synopsis: String
  public var cast: [String]

  /// Creates a movie.
  public init(id: String, title: String, year: Int, director: String, synopsis: String, cast: [String]) {
    self.id = id
    self.title = title
    self.year = year
    self.director = director
    self.synopsis = synopsis
    self.cast = cast
  }
}

/// The films the example shows.
public enum MovieCatalog {
  /// A dozen films, some with Japanese titles, to show wide characters in columns.
  public static let all: [Movie] = [
    Movie(
      id: "alien", title: "Alien", year: 1979, director: "Ridley Scott",
      synopsis:
        "The crew of the commercial towing ship Nostromo answers a distress call and brings something back aboard.",
      cast: ["Sigourney Weaver", "Tom Skerritt", "John Hurt", "Ian Holm"]),
    Movie(
      id: "seven-samurai", title: "七人の侍", year: 1954, director: "黒澤明",
      synopsis: "野武士の襲撃に怯える農民たちが、村を守るために七人の侍を雇う。A village hires seven masterless samurai to defend it against bandits.",
      cast: ["三船敏郎", "志村喬", "木村功"]),
    Movie(
      id: "spirited-away", title: "千と千尋の神隠し", year: 2001, director: "宮崎駿",
      synopsis: "引っ越しの途中で不思議な町に迷い込んだ少女千尋が、両親を助けるために湯屋で働く。",
      cast: ["柊瑠美", "入野自由", "夏木マリ"]),
    Movie(
      id: "tokyo-story", title: "東京物語", year: 1953, director: "小津安二郎",
      synopsis: "An elderly couple travel to Tokyo to visit their grown children, who have little time for them.",
      cast: ["笠智衆", "東山千栄子", "原節子"]),
    Movie(
      id: "heat", title: "Heat", year: 1995, director: "Michael Mann",
      synopsis: "A detective and a professional thief circle each other across Los Angeles.",
      cast: ["Al Pacino", "Robert De Niro", "Val Kilmer"]),
    Movie(
      id: "rashomon", title: "羅生門", year: 1950, director: "黒澤明",
      synopsis: "Four people tell four different stories of the same crime in a forest.",
      cast: ["三船敏郎", "京マチ子", "森雅之"]),
    Movie(
      id: "the-thing", title: "The Thing", year: 1982, director: "John Carpenter",
      synopsis: "An Antarctic research station is infiltrated by a creature that imitates whatever it kills.",
      cast: ["Kurt Russell", "Wilford Brimley", "Keith David"]),
    Movie(
      id: "totoro", title: "となりのトトロ", year: 1988, director: "宮崎駿",
      synopsis: "Two sisters move to the country and befriend the spirits of the forest nearby.",
      cast: ["日高のり子", "坂本千夏", "糸井重里"]),
    Movie(
      id: "arrival", title: "Arrival", year: 2016, director: "Denis Villeneuve",
      synopsis: "A linguist is recruited to talk with visitors whose language changes how she sees time.",
      cast: ["Amy Adams", "Jeremy Renner", "Forest Whitaker"]),
    Movie(
      id: "ikiru", title: "生きる", year: 1952, director: "黒澤明",
      synopsis: "A bureaucrat who learns he is dying looks for a way to give his life meaning.",
      cast: ["志村喬", "小田切みき"]),
    Movie(
      id: "paris-texas", title: "Paris, Texas", year: 1984, director: "Wim Wenders",
      synopsis: "A man who has wandered out of the desert tries to put his family back together.",
      cast: ["Harry Dean Stanton", "Nastassja Kinski", "Dean Stockwell"]),
    Movie(
      id: "the-good-the-bad-and-the-ugly", title: "The Good, the Bad and the Ugly", year: 1966,
      director: "Sergio Leone",
      synopsis: "Three gunslingers compete to find a fortune in buried Confederate gold.",
      cast: ["Clint Eastwood", "Eli Wallach", "Lee Van Cleef"]),
  ]

  /// The movie with identifier `id`.
  public static func movie(id: String) -> Movie? {
    all.first { $0.id == id }
  }

  /// The movies `person` appears in.
  public static func movies(with person: String) -> [Movie] {
    all.filter { $0.cast.contains(person) }
  }
}
