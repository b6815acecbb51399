/**
 * Roads of the curated catalogue that close for the season: the whole months each is usually
 * open, where the opening dates are published every year, and, where a road carries through
 * traffic, the town on the way riders take instead while it is closed. A month the road opens
 * or closes in (Independence Pass opens late May and closes in early November) counts as closed:
 * a plan should not hang on a pass opening early. Opening dates move with the snow; the sources
 * say when the road opens this year.
 */
export interface RoadSeasonRow {
  /** First and last month (1–12) the road is usually open the whole month. */
  open: [first: number, last: number];
  /** The road's highest point, metres above sea level (its summit or pass). */
  summitM: number;
  source: string;
  /** A town on the way around, when the road is closed: [name, latitude, longitude]. */
  around?: [name: string, lat: number, lng: number];
}

/** By the road's name in the curated catalogue (curated/riding-roads.places.ts). */
export const ROAD_SEASONS: Record<string, RoadSeasonRow> = {
  'Beartooth Highway': {
    open: [6, 9],
    summitM: 3337,
    source: 'Montana Department of Transportation: US 212 Beartooth Highway seasonal opening',
    around: ['Cody', 44.5263, -109.0565],
  },
  'Going-to-the-Sun Road': {
    open: [7, 9],
    summitM: 2026,
    source: 'National Park Service: Glacier National Park road status',
    around: ['East Glacier Park', 48.4433, -113.2181],
  },
  'Trail Ridge Road': {
    open: [6, 9],
    summitM: 3713,
    source: 'National Park Service: Rocky Mountain National Park, Trail Ridge Road status',
    around: ['Idaho Springs', 39.7425, -105.5136],
  },
  'Mount Blue Sky Scenic Byway': {
    open: [6, 8],
    summitM: 4307,
    source: 'Colorado Department of Transportation: CO 5 Mount Blue Sky Road season',
  },
  'Independence Pass': {
    open: [6, 10],
    summitM: 3687,
    source: 'Colorado Department of Transportation: SH 82 Independence Pass seasonal closure',
    around: ['Glenwood Springs', 39.5505, -107.3248],
  },
  'Tioga Pass': {
    open: [6, 10],
    summitM: 3031,
    source: 'National Park Service: Yosemite National Park, Tioga Road status',
    around: ['South Lake Tahoe', 38.9399, -119.9772],
  },
  'North Cascades Highway (Washington Pass)': {
    open: [5, 10],
    summitM: 1669,
    source: 'Washington State Department of Transportation: SR 20 North Cascades Highway',
    around: ['Wenatchee', 47.4235, -120.3103],
  },
  'Mount Washington Auto Road': {
    open: [6, 10],
    summitM: 1917,
    source: 'Mount Washington Auto Road: season and hours',
  },
  'Needles Highway': {
    open: [5, 10],
    summitM: 1950,
    source: 'South Dakota Game, Fish and Parks: Custer State Park winter road closures',
  },
  'Stelvio Pass': {
    open: [6, 10],
    summitM: 2757,
    source: 'ANAS and Provincia autonoma di Bolzano: SS 38 Passo dello Stelvio opening',
    around: ['Zernez', 46.6989, 10.0922],
  },
  'Gavia Pass': {
    open: [6, 9],
    summitM: 2621,
    source: 'ANAS: SS 300 Passo di Gavia seasonal opening',
    around: ['Tirano', 46.2166, 10.1689],
  },
  'Mortirolo Pass': {
    open: [5, 10],
    summitM: 1852,
    source: 'Provincia di Sondrio: winter closures of provincial roads',
    around: ['Aprica', 46.1536, 10.1503],
  },
  'Umbrail Pass': {
    open: [6, 10],
    summitM: 2501,
    source: 'Swiss Federal Roads Office (ASTRA): Alpine pass status',
    around: ['Zernez', 46.6989, 10.0922],
  },
  'Grossglockner High Alpine Road': {
    open: [5, 10],
    summitM: 2504,
    source: 'Grossglockner Hochalpenstrassen AG: opening times',
    around: ['Mittersill', 47.28, 12.48],
  },
  'Furka Pass': {
    open: [6, 10],
    summitM: 2429,
    source: 'Swiss Federal Roads Office (ASTRA): Alpine pass status',
  },
  'Grimsel Pass': {
    open: [6, 10],
    summitM: 2164,
    source: 'Swiss Federal Roads Office (ASTRA): Alpine pass status',
  },
  'Susten Pass': {
    open: [6, 10],
    summitM: 2224,
    source: 'Swiss Federal Roads Office (ASTRA): Alpine pass status',
    around: ['Luzern', 47.0502, 8.3093],
  },
  'Gotthard Pass': {
    open: [6, 10],
    summitM: 2106,
    source: 'Swiss Federal Roads Office (ASTRA): Alpine pass status',
    around: ['Göschenen', 46.667, 8.587],
  },
  'Nufenen Pass': {
    open: [7, 9],
    summitM: 2478,
    source: 'Swiss Federal Roads Office (ASTRA): Alpine pass status',
  },
  'Klausen Pass': {
    open: [6, 10],
    summitM: 1948,
    source: 'Swiss Federal Roads Office (ASTRA): Alpine pass status',
    around: ['Schwyz', 47.0207, 8.6541],
  },
  'Oberalp Pass': {
    open: [6, 10],
    summitM: 2044,
    source: 'Swiss Federal Roads Office (ASTRA): Alpine pass status',
  },
  'Albula Pass': {
    open: [6, 10],
    summitM: 2312,
    source: 'Swiss Federal Roads Office (ASTRA): Alpine pass status',
    around: ['Bivio', 46.4697, 9.6508],
  },
  'San Bernardino Pass': {
    open: [6, 10],
    summitM: 2065,
    source: 'Swiss Federal Roads Office (ASTRA): Alpine pass status',
    around: ['San Bernardino', 46.4614, 9.1853],
  },
  'Splügen Pass': {
    open: [6, 10],
    summitM: 2114,
    source: 'Swiss Federal Roads Office (ASTRA): Alpine pass status',
    around: ['Mesocco', 46.3939, 9.2317],
  },
  'Great St Bernard Pass': {
    open: [6, 9],
    summitM: 2469,
    source: 'Swiss Federal Roads Office (ASTRA): Alpine pass status',
    around: ['Bourg-Saint-Pierre', 45.9497, 7.2078],
  },
  'Col du Galibier': {
    open: [6, 10],
    summitM: 2642,
    source: 'Département de la Savoie: ouverture des cols',
  },
  "Col de l'Iseran": {
    open: [7, 9],
    summitM: 2770,
    source: 'Département de la Savoie: ouverture des cols',
    around: ['Albertville', 45.6755, 6.3925],
  },
  'Col du Tourmalet': {
    open: [6, 10],
    summitM: 2115,
    source: 'Département des Hautes-Pyrénées: viabilité hivernale des cols',
    around: ['Lourdes', 43.0947, -0.0458],
  },
  "Col d'Aubisque": {
    open: [6, 10],
    summitM: 1709,
    source: 'Département des Pyrénées-Atlantiques: état des cols',
    around: ['Lourdes', 43.0947, -0.0458],
  },
  'Cime de la Bonette': {
    open: [6, 10],
    summitM: 2802,
    source: 'Département des Alpes-de-Haute-Provence: ouverture des cols',
    around: ['Digne-les-Bains', 44.0925, 6.2356],
  },
  "Col d'Izoard": {
    open: [6, 10],
    summitM: 2360,
    source: 'Département des Hautes-Alpes: ouverture des cols',
    around: ['Embrun', 44.5649, 6.4956],
  },
  'Col du Mont-Cenis': {
    open: [5, 10],
    summitM: 2083,
    source: 'Département de la Savoie: ouverture des cols',
    around: ['Modane', 45.2, 6.67],
  },
  'Col de la Croix de Fer': {
    open: [6, 10],
    summitM: 2067,
    source: 'Département de la Savoie: ouverture des cols',
    around: ['Pontcharra', 45.4347, 6.0183],
  },
  'Little St Bernard Pass': {
    open: [6, 10],
    summitM: 2188,
    source: 'Département de la Savoie: ouverture des cols',
    around: ['Chamonix', 45.9237, 6.8694],
  },
  'Mont Ventoux': {
    open: [5, 10],
    summitM: 1909,
    source: 'Département de Vaucluse: fermeture hivernale du Mont Ventoux',
  },
  Timmelsjoch: {
    open: [6, 10],
    summitM: 2474,
    source: 'Timmelsjoch Hochalpenstrasse: opening times',
    around: ['Brenner', 47.0027, 11.5055],
  },
  'Silvretta High Alpine Road': {
    open: [6, 10],
    summitM: 2032,
    source: 'Illwerke vkw: Silvretta-Hochalpenstrasse opening times',
    around: ['St. Anton am Arlberg', 47.1275, 10.2637],
  },
  Transfăgărășan: {
    open: [7, 10],
    summitM: 2042,
    source: 'CNAIR (Romanian national road company): DN7C seasonal opening',
    around: ['Călimănești', 45.24, 24.34],
  },
  Transalpina: {
    open: [7, 10],
    summitM: 2145,
    source: 'CNAIR (Romanian national road company): DN67C seasonal opening',
  },
  Trollstigen: {
    open: [6, 10],
    summitM: 850,
    source: 'Statens vegvesen (Norwegian Public Roads Administration): Fv 63 winter closure',
  },
  Sognefjellet: {
    open: [5, 10],
    summitM: 1434,
    source: 'Statens vegvesen (Norwegian Public Roads Administration): Fv 55 winter closure',
    around: ['Lærdal', 61.1, 7.48],
  },
  'Vršič Pass': {
    open: [5, 10],
    summitM: 1611,
    source: 'Slovenian Infrastructure Agency (DRSI): winter closure of the Vršič road',
    around: ['Tarvisio', 46.505, 13.578],
  },
  'Mangart Saddle': {
    open: [6, 10],
    summitM: 2055,
    source: 'Slovenian Infrastructure Agency (DRSI): Mangart road season',
  },
  'Route des Crêtes': {
    open: [5, 10],
    summitM: 1363,
    source: 'Parc naturel régional des Ballons des Vosges: winter closure of the Route des Crêtes',
  },
};
