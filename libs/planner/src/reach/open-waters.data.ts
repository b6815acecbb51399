/**
 * Open water inside one land: seas that a straight line between two places on the same continent
 * flies over where the road goes the long way round. Each is drawn as its axis, a line through the
 * open water, every point of it at least 20 km from any coast of the land outlines
 * (./open-waters.spec.ts holds it there), and the towns at its heads, by which the road goes round
 * it. A trip whose straight line crosses an axis takes a car ferry over that water where one is
 * quicker than the way round (./reachability.ts). Positions from GeoNames; the axes follow the
 * middle of each sea on Natural Earth's outlines.
 */
export interface OpenWater {
  name: string;
  /** [lat, lng] points of a line through the open water. */
  axis: [lat: number, lng: number][];
  /** Towns at the water's heads: the road round it passes them. */
  around: [name: string, lat: number, lng: number][];
}

export const OPEN_WATERS: OpenWater[] = [
  {
    // Southern Norway to Denmark and the Continent: the road goes by Sweden and the Øresund.
    name: 'the Skagerrak',
    axis: [
      [56.5, 3.0],
      [57.5, 6.8],
      [57.65, 8.0],
      [58.0, 9.0],
      [58.4, 10.3],
    ],
    around: [['Helsingborg', 56.05, 12.7]],
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
    // Italy to Croatia: the road goes round the head of the sea by Venice and Trieste.
    name: 'the Adriatic',
    axis: [
      [44.2, 13.3],
      [43.45, 14.9],
      [42.55, 15.95],
      [41.85, 17.55],
      [41.0, 18.7],
    ],
    around: [['Mestre', 45.49, 12.24]],
  },
];
