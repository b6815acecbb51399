import { loadReachability } from './reachability';

const reach = loadReachability();
const at = (lat: number, lng: number) => ({ lat, lng });
const DENVER = at(39.74, -104.99);
const REYKJAVIK = at(64.15, -21.94);
const LONDON = at(51.5, -0.12);
const DUBLIN = at(53.35, -6.26);
const ROME = at(41.9, 12.5);
const CAGLIARI = at(39.22, 9.11);
const COPENHAGEN = at(55.68, 12.57);
const BERLIN = at(52.52, 13.4);

const sailings = (from: { lat: number; lng: number }, to: { lat: number; lng: number }) => {
  const found = reach.between(from, to);
  return found.kind === 'ferry' ? found.ferries.map((f) => `${f.from.name} → ${f.to.name}`) : [];
};

describe('Reachability', () => {
  it('finds no road and no ferry across an ocean', () => {
    expect(reach.between(DENVER, REYKJAVIK)).toEqual({ kind: 'none' });
    expect(reach.between(at(34.05, -118.24), at(21.31, -157.86))).toEqual({ kind: 'none' });
    expect(reach.landName(REYKJAVIK)).toBe('Iceland');
    expect(reach.landName(DENVER)).toBe('the Americas');
  });

  it('rides where a road or a fixed link joins the lands', () => {
    expect(reach.between(DENVER, at(38.57, -109.55))).toEqual({ kind: 'road' });
    expect(reach.between(COPENHAGEN, at(55.49, 9.47))).toEqual({ kind: 'road' });
    expect(reach.between(at(25.76, -80.19), at(24.56, -81.78))).toEqual({ kind: 'road' });
  });

  it('takes the car ferries of its table, in order', () => {
    expect(sailings(LONDON, DUBLIN)).toEqual(['Holyhead → Dublin']);
    expect(sailings(ROME, CAGLIARI)).toEqual([
      'Livorno → Bastia',
      'Bonifacio → Santa Teresa Gallura',
    ]);
    expect(sailings(at(-37.81, 144.96), at(-42.88, 147.33))).toEqual(['Geelong → Devonport']);
  });

  it('names a crossing of days as a voyage rather than planning it', () => {
    const found = reach.between(COPENHAGEN, REYKJAVIK);
    expect(found.kind).toBe('voyage');
    expect(found.kind === 'voyage' && found.ferry.from.name).toBe('Hirtshals');
  });
});

describe('Reachability along bridges', () => {
  it('rides the Overseas Highway key to key, and the Outer Banks', () => {
    const MIAMI = at(25.76, -80.19);
    for (const key of [at(25.09, -80.44), at(24.92, -80.63), at(24.71, -81.09), at(24.56, -81.78)])
      expect(reach.between(MIAMI, key)).toEqual({ kind: 'road' });
    expect(reach.between(at(35.78, -78.64), at(35.91, -75.6))).toEqual({ kind: 'road' });
  });

  it('rides to the islands a bridge or a tunnel joins to the mainland', () => {
    const islands = {
      Fehmarn: [at(53.55, 10.0), at(54.44, 11.19)],
      Als: [at(53.55, 10.0), at(54.91, 9.79)],
      Lolland: [COPENHAGEN, at(54.83, 11.14)],
      Langeland: [at(55.4, 10.39), at(54.94, 10.71)],
      Rügen: [BERLIN, at(54.42, 13.43)],
      Lofoten: [at(69.65, 18.96), at(67.93, 13.09)],
      'the North Cape': [at(59.91, 10.75), at(70.98, 25.97)],
      Oléron: [at(46.16, -1.15), at(45.94, -1.31)],
      Krk: [at(45.33, 14.44), at(45.03, 14.58)],
      Skye: [at(57.48, -4.22), at(57.41, -6.19)],
      Euboea: [at(37.98, 23.73), at(38.52, 23.63)],
      Galveston: [at(29.76, -95.36), at(29.3, -94.8)],
      'Phillip Island': [at(-37.81, 144.96), at(-38.45, 145.24)],
    };
    for (const [island, [from, to]] of Object.entries(islands))
      expect([island, reach.between(from, to)]).toEqual([island, { kind: 'road' }]);
  });

  it('keeps a town on a coarse coast on its own land, not on the island offshore', () => {
    // Makarska's coast is drawn in corners kilometres apart; Brač's corner lies nearer.
    expect(reach.between(at(43.51, 16.44), at(43.3, 17.02))).toEqual({ kind: 'road' });
  });
});

describe('Reachability over open water on one land', () => {
  const HELSINKI = at(60.17, 24.94);
  const TALLINN = at(59.44, 24.75);
  const BERGEN = at(60.39, 5.32);
  const HIRTSHALS = at(57.59, 9.96);
  const ANCONA = at(43.62, 13.52);
  const TRIESTE = at(45.65, 13.78);
  const SPLIT = at(43.51, 16.44);
  const OSLO = at(59.91, 10.75);
  const STOCKHOLM = at(59.33, 18.07);
  const by = (...names: string[]) => ({
    kind: 'road',
    around: names.map((name): unknown => expect.objectContaining({ name })),
  });

  it('takes the ferry over the water where the road round is the longer way', () => {
    expect(sailings(HELSINKI, TALLINN)).toEqual(['Helsinki → Tallinn']);
    expect(sailings(BERGEN, HIRTSHALS)).toEqual(['Kristiansand → Hirtshals']);
    expect(sailings(at(41.13, 16.87), at(42.65, 18.09))).toEqual(['Bari → Dubrovnik']);
    // Across the Baltic, by Turku; from Tallinn, two crossings with the road between them.
    expect(sailings(STOCKHOLM, HELSINKI)).toEqual(['Stockholm → Turku']);
    expect(sailings(TALLINN, STOCKHOLM)).toEqual(['Tallinn → Helsinki', 'Turku → Stockholm']);
    expect(sailings(at(62.39, 17.31), at(63.1, 21.6))).toEqual(['Holmsund → Vaasa']);
  });

  it('rides round the water by its head where that is quicker than any ferry', () => {
    expect(reach.between(ANCONA, TRIESTE)).toEqual(by('Mestre'));
    expect(reach.between(ANCONA, SPLIT)).toEqual(by('Mestre'));
    // Oulu to Luleå round the Bothnian Bay; Hamburg to Oslo and Cologne to Stockholm by the
    // Little Belt and the Øresund; Frederikshavn to Helsingborg by the Great Belt.
    expect(reach.between(at(65.01, 25.47), at(65.58, 22.15))).toEqual(by('Haparanda'));
    expect(reach.between(at(53.55, 10.0), OSLO)).toEqual(by('Middelfart', 'Helsingborg'));
    expect(reach.between(at(50.94, 6.96), STOCKHOLM)).toEqual(by('Middelfart', 'Helsingborg'));
    expect(reach.between(OSLO, COPENHAGEN)).toEqual(by('Helsingborg'));
    expect(reach.between(at(57.44, 10.54), at(56.05, 12.7))).toEqual(by('Odense'));
    // Kiel to Odense and Flensburg to Copenhagen by the Little Belt, not over Kiel Bay.
    expect(reach.between(at(54.32, 10.13), at(55.4, 10.39))).toEqual(by('Middelfart'));
    expect(reach.between(at(54.78, 9.43), COPENHAGEN)).toEqual(by('Middelfart'));
    // Tampa to New Orleans round the Big Bend; Halifax to Portland and to Saint John round the
    // Bay of Fundy.
    expect(reach.between(at(27.95, -82.46), at(29.95, -90.08))).toEqual(by('Tallahassee'));
    expect(reach.between(at(44.65, -63.57), at(43.66, -70.26))).toEqual(by('Moncton'));
    expect(reach.between(at(44.65, -63.57), at(45.27, -66.06))).toEqual(by('Moncton'));
  });

  it('names a port the road round passes, as it does a head', () => {
    // Hamburg to Tallinn: along the south shore of the Baltic by Gdynia, not over the sea.
    expect(reach.between(at(53.55, 10.0), TALLINN)).toEqual(by('Gdynia'));
  });

  it('sails the Fehmarn Belt and the Gedser crossing rather than ride over them', () => {
    // Hamburg to Copenhagen by Puttgarden–Rødby; Berlin and Rostock to Copenhagen by Gedser.
    expect(sailings(at(53.55, 10.0), COPENHAGEN)).toEqual(['Puttgarden → Rødbyhavn']);
    expect(sailings(BERLIN, COPENHAGEN)).toEqual(['Rostock → Gedser']);
    expect(sailings(at(54.09, 12.1), COPENHAGEN)).toEqual(['Rostock → Gedser']);
  });

  it('sails to the islands riders ride to', () => {
    expect(sailings(at(51.5, -0.12), at(50.73, -1.16))).toEqual(['Portsmouth → Fishbourne']);
    expect(sailings(at(59.33, 18.07), at(57.64, 18.3))).toEqual(['Nynäshamn → Visby']);
    expect(sailings(at(39.47, -0.38), at(38.91, 1.43))).toEqual(['Dénia → Ibiza']);
    expect(sailings(at(37.98, 23.73), at(37.1, 25.38))).toEqual(['Piraeus → Náxos']);
    expect(sailings(at(53.55, 10.0), at(54.91, 8.3))).toEqual(['Niebüll → Westerland']);
  });

  it('sails the Mediterranean between Europe and Africa, and Italy and Greece', () => {
    expect(sailings(ROME, at(37.98, 23.73))).toEqual(['Bari → Igoumenitsa']);
    expect(sailings(ROME, at(41.33, 19.82))).toEqual(['Bari → Durrës']);
    expect(sailings(at(40.42, -3.7), at(31.63, -8.0))).toEqual(['Tarifa → Tangier']);
    expect(sailings(ROME, at(36.8, 10.18))).toEqual([
      'Villa San Giovanni → Messina',
      'Palermo → Tunis',
    ]);
  });

  it('rides round the Aegean, the Bay of Biscay and the Gulf of Lion', () => {
    const ATHENS = at(37.98, 23.73);
    expect(reach.between(ATHENS, at(41.01, 28.98))).toEqual(by('Thessaloniki'));
    expect(reach.between(ATHENS, at(38.42, 27.14))).toEqual(by('Thessaloniki', 'Çanakkale'));
    expect(reach.between(at(46.16, -1.15), at(43.46, -3.8))).toEqual(by('Bayonne'));
    expect(reach.between(at(44.41, 8.93), at(41.39, 2.17))).toEqual(by('Narbonne'));
  });

  it('sails or rides round the Gulf of California to Baja', () => {
    expect(sailings(at(23.23, -106.41), at(24.14, -110.31))).toEqual([
      'Topolobampo → La Paz (Pichilingue)',
    ]);
    // Phoenix to Loreto down Baja by San Felipe, not over the gulf from Sonora.
    expect(reach.between(at(33.45, -112.07), at(26.01, -111.35))).toEqual(by('San Felipe'));
    expect(reach.between(at(32.53, -117.04), at(24.14, -110.31))).toEqual({ kind: 'road' });
  });

  it('sails or rides round Long Island Sound and Delaware Bay', () => {
    expect(sailings(at(42.36, -71.06), at(41.04, -71.95))).toEqual(['New London → Orient Point']);
    expect(sailings(at(38.94, -74.91), at(38.77, -75.14))).toEqual(['Cape May → Lewes']);
    // New Haven to Huntington by the bridges at New Rochelle; Atlantic City to Dover by the
    // Delaware Memorial Bridge at Wilmington.
    expect(reach.between(at(41.31, -72.92), at(40.87, -73.43))).toEqual(by('New Rochelle'));
    expect(reach.between(at(39.36, -74.42), at(39.16, -75.52))).toEqual(by('Wilmington'));
  });

  it('rides round the Great Lakes, which the outlines draw as land', () => {
    // Milwaukee to Grand Rapids by Chicago; Toronto to Rochester by Hamilton and Niagara;
    // Thunder Bay to Marquette by Duluth; Cleveland to London, Ontario, by Detroit.
    expect(reach.between(at(43.04, -87.91), at(42.96, -85.67))).toEqual(by('Chicago'));
    expect(reach.between(at(43.65, -79.38), at(43.16, -77.61))).toEqual(by('Hamilton'));
    expect(reach.between(at(48.38, -89.25), at(46.55, -87.4))).toEqual(by('Duluth'));
    expect(reach.between(at(41.5, -81.69), at(42.98, -81.25))).toEqual(by('Detroit'));
    // Along their shores the road is the road: Chicago to Detroit, Toronto to Kingston.
    expect(reach.between(at(41.88, -87.63), at(42.33, -83.05))).toEqual({ kind: 'road' });
    expect(reach.between(at(43.65, -79.38), at(44.23, -76.49))).toEqual({ kind: 'road' });
  });

  it('leaves a road whose line crosses no open water as it was', () => {
    expect(reach.between(OSLO, at(57.71, 11.97))).toEqual({ kind: 'road' });
    expect(reach.between(OSLO, BERGEN)).toEqual({ kind: 'road' });
    expect(reach.between(HELSINKI, at(60.45, 22.27))).toEqual({ kind: 'road' });
    // Paris → Madrid, Lisbon → Porto, Rome → Naples, Athens → Patras, Milan → Nice.
    for (const [from, to] of [
      [at(48.86, 2.35), at(40.42, -3.7)],
      [at(38.72, -9.14), at(41.15, -8.61)],
      [ROME, at(40.85, 14.27)],
      [at(37.98, 23.73), at(38.25, 21.73)],
      [at(45.46, 9.19), at(43.7, 7.27)],
    ])
      expect(reach.between(from, to)).toEqual({ kind: 'road' });
  });
});
