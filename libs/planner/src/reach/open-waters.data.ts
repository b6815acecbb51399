/**
 * Open water inside one land: seas that a straight line between two places on the same continent
 * flies over where the road goes the long way round. Each is drawn as its axis, a line through the
 * open water, every point of it at least 18 km from any coast of the land outlines, or 4 km in a
 * narrow strait, or in a lake 15 km from every town on its shores (./open-waters.spec.ts holds it
 * there), and the towns at its heads, by which the road goes round it. A trip whose straight line crosses an axis takes a car ferry over that water where one is
 * quicker than the way round (./reachability.ts). Positions from GeoNames; the axes follow the
 * middle of each sea on Natural Earth's outlines.
 */
export interface OpenWater {
  name: string;
  /** [lat, lng] points of a line through the open water. */
  axis: [lat: number, lng: number][];
  /** Towns at the water's heads: the road round it passes them. */
  around: [name: string, lat: number, lng: number][];
  /**
   * A strait too narrow for an axis 18 km from both coasts (the Fehmarn Belt is about 18 km
   * wide), whose axis keeps 4 km from them instead: enough that a road along either shore never
   * crosses it, where the coasts either side are on different sides of the water.
   */
  narrow?: true;
  /**
   * A lake the land outlines draw as land (the Great Lakes): its axis is held far from the towns
   * on its shores instead of from a coast.
   */
  lake?: true;
}

export const OPEN_WATERS: OpenWater[] = [
  {
    // Southern Norway to Denmark and the Continent, and Jutland to western Sweden: the road goes
    // by the Danish islands (Odense, on Funen) and the Øresund (Helsingborg).
    name: 'the Skagerrak and the Kattegat',
    axis: [
      [56.5, 3.0],
      [57.5, 6.8],
      [57.65, 8.0],
      [58.0, 9.0],
      [58.4, 10.3],
      [58.05, 10.85],
      [57.6, 11.4],
      [57.3, 11.65],
      [56.8, 11.6],
      [56.45, 11.75],
      [56.3, 11.85],
    ],
    around: [
      ['Helsingborg', 56.05, 12.7],
      ['Odense', 55.4, 10.39],
    ],
  },
  {
    // The Kattegat's southern end to the Øresund's narrows, between Zealand and Kullen: a line
    // from Jutland or the Continent that slips past the Kattegat's axis into Sweden crosses here.
    name: 'the northern Øresund',
    narrow: true,
    axis: [
      [56.3, 11.85],
      [56.2, 12.3],
      [56.14, 12.5],
    ],
    around: [['Helsingborg', 56.05, 12.7]],
  },
  {
    // Sweden to Finland: the road goes round the gulf by Sundsvall and Haparanda. The axis runs
    // down the Bothnian Bay's middle, the Bothnian Sea and the Åland Sea (where it narrows to
    // 19 km from Sweden and from Åland), then east below the Archipelago Sea.
    name: 'the Gulf of Bothnia and the Åland Sea',
    axis: [
      [65.45, 23.9],
      [65.0, 23.2],
      [64.4, 22.4],
      [63.9, 21.6],
      [63.6, 21.1],
      [63.45, 20.55],
      [63.2, 20.3],
      [62.5, 20.0],
      [61.5, 19.9],
      [60.7, 19.6],
      [60.45, 19.2],
      [60.3, 19.08],
      [60.12, 19.17],
      [60.0, 19.3],
      [59.9, 19.45],
      [59.75, 20.5],
      [59.6, 22.4],
      // Where the Gulf of Finland's axis begins: no line slips between the two.
      [59.55, 23.2],
    ],
    around: [
      ['Sundsvall', 62.39, 17.31],
      ['Haparanda', 65.84, 24.14],
    ],
  },
  {
    // Sweden to the Baltic states and Poland: the road goes round the south of the sea by Lübeck
    // and the Danish islands. The axis runs from the Åland Sea down the Baltic east of Gotland,
    // then west, south of Bornholm, to the Arkona Basin.
    name: 'the Baltic Sea',
    axis: [
      [59.9, 19.45],
      [58.5, 19.9],
      [57.5, 20.2],
      [56.5, 19.2],
      [55.5, 17.0],
      [55.1, 15.9],
      [54.75, 15.3],
      [54.8, 14.2],
      [54.95, 13.6],
      [55.12, 13.0],
      [55.15, 12.8],
    ],
    around: [['Lübeck', 53.87, 10.69]],
  },
  {
    // Germany to the Danish islands south of the Great Belt (Lolland, Falster, Møn, Zealand) and
    // to Funen from Kiel Bay: the road goes by Jutland and the Little Belt's bridges at
    // Middelfart. The axis runs from the Little Belt's southern mouth between Als and Funen, past
    // Ærø, through the Fehmarn Belt and the Mecklenburg Bight, then by the Kadet Channel to the
    // Baltic's axis west of Bornholm.
    name: 'the Little Belt, the Fehmarn Belt and the Mecklenburg Bight',
    narrow: true,
    axis: [
      [55.2, 9.85],
      [55.17, 9.88],
      [55.14, 9.92],
      [55.1, 10.0],
      [55.05, 10.08],
      [54.97, 10.12],
      [54.9, 10.17],
      [54.75, 10.3],
      [54.62, 10.8],
      [54.6, 11.05],
      [54.59, 11.1],
      [54.585, 11.2],
      [54.575, 11.3],
      [54.55, 11.55],
      [54.45, 12.0],
      [54.62, 12.45],
      [54.85, 12.9],
      [55.12, 13.0],
    ],
    around: [['Middelfart', 55.51, 9.73]],
  },
  {
    // Helsinki to Tallinn: the only road round is through Russia.
    name: 'the Gulf of Finland',
    axis: [
      [59.55, 23.2],
      [59.75, 24.5],
      [59.85, 25.5],
      [60.0, 26.6],
    ],
    around: [['Saint Petersburg', 59.94, 30.31]],
  },
  {
    // The west coast of Florida to its Panhandle and the Gulf coast: the road goes round the Big
    // Bend by Tallahassee.
    name: 'the eastern Gulf of Mexico',
    axis: [
      [25.5, -85.0],
      [29.35, -84.25],
    ],
    around: [['Tallahassee', 30.44, -84.28]],
  },
  {
    // South Texas to Louisiana: the road goes by Houston, not over the sea off the coast.
    name: 'the western Gulf of Mexico',
    axis: [
      [26.0, -92.0],
      [29.25, -92.65],
    ],
    around: [['Houston', 29.76, -95.36]],
  },
  {
    // Long Island to Connecticut: the road goes round by New Rochelle and the East River's
    // bridges, or a ferry crosses the Sound. The axis runs on past Fishers Island to the sea.
    name: 'Long Island Sound',
    narrow: true,
    axis: [
      [40.98, -73.55],
      [41.05, -73.2],
      [41.1, -72.9],
      [41.13, -72.6],
      [41.2, -72.3],
      [41.2, -72.05],
      [41.12, -71.75],
      [41.0, -71.5],
    ],
    around: [['New Rochelle', 40.91, -73.78]],
  },
  {
    // Cape May to Delaware: the road goes round the bay by Wilmington and the Delaware Memorial
    // Bridge, or the Cape May–Lewes ferry crosses it. The axis runs out of the bay's mouth to sea.
    name: 'Delaware Bay',
    narrow: true,
    axis: [
      [38.5, -74.75],
      [38.72, -74.92],
      [38.85, -75.05],
      [39.05, -75.2],
      [39.25, -75.35],
    ],
    around: [['Wilmington', 39.74, -75.55]],
  },
  {
    // Nova Scotia to Maine and to New Brunswick: the road goes round the Bay of Fundy by
    // Moncton. The axis runs up the Gulf of Maine and the Bay of Fundy to Cape Chignecto.
    name: 'the Gulf of Maine and the Bay of Fundy',
    axis: [
      [42.5, -67.5],
      [43.8, -67.0],
      [44.3, -66.85],
      [44.6, -66.45],
      [44.85, -66.05],
      [45.05, -65.65],
      [45.2, -65.3],
    ],
    around: [['Moncton', 46.09, -64.8]],
  },
  {
    // Wisconsin to Michigan: the road goes round the lake by Chicago or by Green Bay and the
    // Upper Peninsula.
    name: 'Lake Michigan',
    lake: true,
    axis: [
      [42.2, -87.15],
      [43.0, -87.05],
      [44.0, -87.1],
      [44.9, -86.55],
    ],
    around: [
      ['Chicago', 41.88, -87.63],
      ['Green Bay', 44.52, -88.02],
    ],
  },
  {
    // Minnesota and Thunder Bay to the Upper Peninsula: round by Duluth or Sault Ste. Marie.
    name: 'Lake Superior',
    lake: true,
    axis: [
      [46.8, -91.75],
      [46.95, -91.3],
      [47.1, -90.9],
      [47.4, -89.8],
      [47.7, -88.3],
      [47.6, -87.0],
      [47.3, -86.0],
      [46.95, -85.3],
    ],
    around: [
      ['Duluth', 46.78, -92.1],
      ['Sault Ste. Marie', 46.5, -84.35],
    ],
  },
  {
    // Michigan's Thumb to Ontario's shore: round by Port Huron or the Straits of Mackinac.
    name: 'Lake Huron',
    lake: true,
    axis: [
      [43.35, -82.15],
      [44.0, -82.3],
      [44.8, -82.6],
      [45.3, -83.0],
    ],
    around: [
      ['Port Huron', 42.97, -82.42],
      ['Mackinaw City', 45.78, -84.73],
    ],
  },
  {
    // Ohio and Pennsylvania to Ontario: round by Detroit or Buffalo.
    name: 'Lake Erie',
    lake: true,
    axis: [
      [41.95, -82.2],
      [42.15, -81.3],
      [42.35, -80.3],
      [42.68, -79.4],
    ],
    around: [
      ['Detroit', 42.33, -83.05],
      ['Buffalo', 42.89, -78.88],
    ],
  },
  {
    // Toronto to upstate New York: round by Hamilton and Niagara, or by the Thousand Islands.
    name: 'Lake Ontario',
    lake: true,
    axis: [
      [43.45, -79.4],
      [43.6, -78.5],
      [43.55, -77.5],
      [43.65, -76.8],
    ],
    around: [
      ['Hamilton', 43.26, -79.87],
      ['Watertown', 43.97, -75.91],
    ],
  },
  {
    // Mainland Mexico to Baja California: the road goes round the gulf's head by San Luis Río
    // Colorado and San Felipe. The axis runs from the head between the Midriff islands to the open Pacific off
    // the gulf's mouth.
    name: 'the Gulf of California',
    axis: [
      [31.2, -114.3],
      [30.0, -113.5],
      [29.5, -112.95],
      [29.0, -112.85],
      [28.7, -112.75],
      [28.2, -111.9],
      [27.0, -111.0],
      [25.8, -110.0],
      [24.6, -108.9],
      [23.4, -108.2],
      [22.3, -107.9],
    ],
    around: [
      ['San Luis Río Colorado', 32.46, -114.77],
      ['San Felipe', 31.03, -114.84],
    ],
  },
  {
    // Italy to Croatia, Albania and Greece: the road goes round the head of the sea by Venice
    // and Trieste. The axis runs down the Adriatic, through the Strait of Otranto and the Ionian
    // to the Mediterranean's axis, so that the heel of Italy has no way to Greece but a ferry.
    name: 'the Adriatic and the Ionian',
    axis: [
      [44.2, 13.3],
      [43.45, 14.9],
      [42.55, 15.95],
      [41.85, 17.55],
      [41.0, 18.7],
      [40.3, 18.95],
      [39.6, 19.0],
      [38.5, 18.5],
      [36.5, 17.6],
      [35.5, 16.5],
    ],
    around: [['Mestre', 45.49, 12.24]],
  },
  {
    // Spain to Morocco: Europe and Africa are one land by Suez, 14 km apart here.
    name: 'the Strait of Gibraltar',
    narrow: true,
    axis: [
      [35.93, -5.9],
      [35.97, -5.5],
      [35.98, -5.2],
      [36.0, -4.9],
    ],
    around: [],
  },
  {
    // Europe to North Africa: the road goes round by the Levant. The axis runs from the Strait
    // of Gibraltar's axis between Sardinia and Tunisia, Sicily and Malta, south of Greece and
    // Crete, to off the coast of Lebanon.
    name: 'the Mediterranean',
    axis: [
      [36.0, -4.9],
      [36.0, -4.0],
      [36.8, -1.0],
      [37.8, 3.5],
      [38.0, 8.5],
      [37.7, 10.6],
      [37.4, 11.6],
      [36.9, 12.5],
      [36.45, 14.0],
      [36.35, 14.8],
      [35.5, 16.5],
      [35.2, 20.0],
      [34.8, 23.0],
      [34.5, 27.0],
      [34.2, 30.0],
      [33.8, 33.0],
      [33.0, 34.3],
    ],
    around: [['Damascus', 33.51, 36.29]],
  },
  {
    // Greece to Turkey's Aegean coast: the road goes by Thessaloniki and the Dardanelles. The
    // axis runs from off the Dardanelles between the islands of the eastern Aegean and the
    // Cyclades to between Karpathos and Rhodes.
    name: 'the Aegean',
    axis: [
      [39.95, 25.9],
      [39.6, 25.6],
      [38.9, 25.5],
      [38.35, 25.35],
      [37.85, 25.65],
      [37.35, 25.75],
      [37.05, 26.2],
      [36.78, 26.68],
      [36.35, 26.8],
      [35.95, 27.45],
    ],
    around: [
      ['Thessaloniki', 40.64, 22.94],
      ['Çanakkale', 40.15, 26.41],
    ],
  },
  {
    // Athens to Thrace and Istanbul: the road goes by Thessaloniki, not over the sea east of
    // Mount Athos. The axis runs from off Sithonia, between Athos and Lemnos and between Lemnos
    // and Gökçeada, to the Aegean's axis.
    name: 'the North Aegean',
    narrow: true,
    axis: [
      [39.9, 23.95],
      [40.1, 24.7],
      [40.15, 25.35],
      [39.95, 25.9],
    ],
    around: [['Thessaloniki', 40.64, 22.94]],
  },
  {
    // Turkey's north coast to Ukraine and the Caucasus across the sea: the road goes round by
    // Istanbul or by Batumi.
    name: 'the Black Sea',
    axis: [
      [41.6, 29.6],
      [42.0, 30.0],
      [43.0, 31.0],
      [43.5, 34.0],
      [43.0, 37.0],
      [42.3, 39.5],
      [41.9, 40.9],
    ],
    around: [
      ['Istanbul', 41.01, 28.98],
      ['Batumi', 41.64, 41.64],
    ],
  },
  {
    // Western France to northern Spain: a line over the bay is no road; it goes by Bayonne.
    name: 'the Bay of Biscay',
    axis: [
      [44.0, -1.75],
      [44.6, -2.8],
      [45.4, -4.5],
      [46.0, -6.0],
    ],
    around: [['Bayonne', 43.49, -1.47]],
  },
  {
    // Provence and Italy to Catalonia: the road goes round the gulf by Narbonne.
    name: 'the Gulf of Lion',
    axis: [
      [43.05, 4.0],
      [42.5, 4.3],
      [41.8, 4.8],
    ],
    around: [['Narbonne', 43.18, 3.0]],
  },
];
