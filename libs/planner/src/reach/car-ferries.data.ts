/**
 * The common car ferries between lands with no road between them, and over the open waters that
 * a road goes the long way round (./open-waters.data.ts), for offline plans: the ports
 * (the towns a rider rides to), the usual crossing time and who sails it. Times are the
 * operators' published scheduled crossings, rounded; boarding adds about an hour. Source: each
 * operator's timetable, as named.
 */
export interface CarFerryRow {
  from: [name: string, lat: number, lng: number];
  to: [name: string, lat: number, lng: number];
  minutes: number;
  operators: string;
  source: string;
  /** Vehicles ride a shuttle train through a tunnel (Le Shuttle): booked like a ferry, not sailed. */
  train?: true;
}

export const CAR_FERRIES: CarFerryRow[] = [
  {
    from: ['Dover', 51.1279, 1.3134],
    to: ['Calais', 50.9513, 1.8587],
    minutes: 90,
    operators: 'P&O Ferries, DFDS',
    source: 'P&O Ferries and DFDS Dover–Calais timetables',
  },
  {
    from: ['Folkestone', 51.0814, 1.1695],
    to: ['Calais', 50.9513, 1.8587],
    minutes: 35,
    operators: 'Eurotunnel Le Shuttle',
    source: 'Eurotunnel Le Shuttle timetable',
    train: true,
  },
  {
    from: ['Holyhead', 53.3094, -4.6326],
    to: ['Dublin', 53.3498, -6.2603],
    minutes: 195,
    operators: 'Stena Line, Irish Ferries',
    source: 'Stena Line and Irish Ferries Holyhead–Dublin timetables',
  },
  {
    from: ['Cairnryan', 54.9747, -5.0236],
    to: ['Belfast', 54.5973, -5.9301],
    minutes: 135,
    operators: 'Stena Line, P&O Ferries',
    source: 'Stena Line and P&O Ferries Cairnryan–Belfast and Larne timetables',
  },
  {
    from: ['Heysham', 54.0436, -2.8944],
    to: ['Douglas', 54.1523, -4.4869],
    minutes: 225,
    operators: 'Isle of Man Steam Packet',
    source: 'Isle of Man Steam Packet Heysham–Douglas timetable',
  },
  {
    from: ['Geelong', -38.1499, 144.3617],
    to: ['Devonport', -41.18, 146.35],
    minutes: 600,
    operators: 'Spirit of Tasmania',
    source: 'Spirit of Tasmania Geelong–Devonport timetable',
  },
  {
    from: ['Wellington', -41.2866, 174.7756],
    to: ['Picton', -41.2906, 174.001],
    minutes: 210,
    operators: 'Interislander, Bluebridge',
    source: 'Interislander and Bluebridge Wellington–Picton timetables',
  },
  {
    from: ['Tsawwassen', 49.0046, -123.0824],
    to: ['Sidney', 48.6506, -123.3986],
    minutes: 95,
    operators: 'BC Ferries (Tsawwassen–Swartz Bay)',
    source: 'BC Ferries Tsawwassen–Swartz Bay schedule',
  },
  {
    from: ['Horseshoe Bay', 49.3755, -123.2733],
    to: ['Nanaimo', 49.1659, -123.9401],
    minutes: 100,
    operators: 'BC Ferries (Horseshoe Bay–Departure Bay)',
    source: 'BC Ferries Horseshoe Bay–Departure Bay schedule',
  },
  {
    from: ['North Sydney', 46.2064, -60.2509],
    to: ['Channel-Port aux Basques', 47.5717, -59.1364],
    minutes: 420,
    operators: 'Marine Atlantic',
    source: 'Marine Atlantic North Sydney–Port aux Basques schedule',
  },
  {
    from: ['Villa San Giovanni', 38.2196, 15.6374],
    to: ['Messina', 38.1938, 15.554],
    minutes: 20,
    operators: 'Caronte & Tourist',
    source: 'Caronte & Tourist Villa San Giovanni–Messina timetable',
  },
  {
    from: ['Barcelona', 41.3851, 2.1734],
    to: ['Palma', 39.5696, 2.6502],
    minutes: 450,
    operators: 'Baleària, Trasmed',
    source: 'Baleària and Trasmed Barcelona–Palma timetables',
  },
  {
    from: ['Livorno', 43.5485, 10.3106],
    to: ['Bastia', 42.6973, 9.4509],
    minutes: 240,
    operators: 'Corsica Ferries, Moby',
    source: 'Corsica Ferries and Moby Livorno–Bastia timetables',
  },
  {
    from: ['Bonifacio', 41.3875, 9.1594],
    to: ['Santa Teresa Gallura', 41.2393, 9.1895],
    minutes: 60,
    operators: 'Moby',
    source: 'Moby Bonifacio–Santa Teresa Gallura timetable',
  },
  {
    from: ['Piraeus', 37.942, 23.6465],
    to: ['Heraklion', 35.3387, 25.1442],
    minutes: 540,
    operators: 'Minoan Lines, ANEK Lines',
    source: 'Minoan Lines and ANEK Lines Piraeus–Heraklion timetables',
  },
  {
    from: ['Aomori', 40.8246, 140.7406],
    to: ['Hakodate', 41.7687, 140.7288],
    minutes: 220,
    operators: 'Tsugaru Kaikyo Ferry, Seikan Ferry',
    source: 'Tsugaru Kaikyo Ferry and Seikan Ferry Aomori–Hakodate timetables',
  },
  {
    from: ['Grisslehamn', 60.1019, 18.8153],
    to: ['Eckerö', 60.2167, 19.55],
    minutes: 120,
    operators: 'Eckerö Linjen',
    source: 'Eckerö Linjen Grisslehamn–Eckerö timetable',
  },
  // Over open water on one land (./open-waters.data.ts), where the road goes the long way round.
  {
    from: ['Helsinki', 60.1517, 24.9139],
    to: ['Tallinn', 59.4453, 24.7653],
    minutes: 120,
    operators: 'Tallink Silja, Viking Line, Eckerö Line',
    source: 'Tallink, Viking Line and Eckerö Line Helsinki–Tallinn timetables',
  },
  {
    from: ['Hirtshals', 57.5881, 9.9591],
    to: ['Larvik', 59.0533, 10.0352],
    minutes: 225,
    operators: 'Color Line',
    source: 'Color Line Hirtshals–Larvik timetable',
  },
  {
    from: ['Frederikshavn', 57.4407, 10.5366],
    to: ['Göteborg', 57.7072, 11.9668],
    minutes: 195,
    operators: 'Stena Line',
    source: 'Stena Line Frederikshavn–Gothenburg timetable',
  },
  {
    // Day and night sailings, by Åland.
    from: ['Stockholm', 59.3293, 18.0686],
    to: ['Turku', 60.4518, 22.2666],
    minutes: 660,
    operators: 'Viking Line, Tallink Silja',
    source: 'Viking Line and Tallink Silja Stockholm–Turku timetables',
  },
  {
    from: ['Holmsund', 63.7059, 20.3636],
    to: ['Vaasa', 63.0833, 21.5667],
    minutes: 240,
    operators: 'Wasaline',
    source: 'Wasaline Umeå–Vaasa timetable',
  },
  {
    // Overnight.
    from: ['Gdynia', 54.5189, 18.5305],
    to: ['Karlskrona', 56.1612, 15.5869],
    minutes: 630,
    operators: 'Stena Line',
    source: 'Stena Line Gdynia–Karlskrona timetable',
  },
  {
    from: ['Rostock', 54.0924, 12.0991],
    to: ['Trelleborg', 55.3751, 13.1569],
    minutes: 360,
    operators: 'Stena Line, TT-Line',
    source: 'Stena Line and TT-Line Rostock–Trelleborg timetables',
  },
  {
    from: ['Kristiansand', 58.1437, 7.9911],
    to: ['Hirtshals', 57.5881, 9.9591],
    minutes: 195,
    operators: 'Color Line',
    source: 'Color Line Kristiansand–Hirtshals timetable',
  },
  {
    // Overnight.
    from: ['Ancona', 43.6206, 13.5096],
    to: ['Split', 43.5036, 16.4419],
    minutes: 660,
    operators: 'Jadrolinija, SNAV',
    source: 'Jadrolinija and SNAV Ancona–Split timetables',
  },
  {
    // Overnight.
    from: ['Bari', 41.1366, 16.8602],
    to: ['Dubrovnik', 42.6625, 18.0864],
    minutes: 600,
    operators: 'Jadrolinija',
    source: 'Jadrolinija Bari–Dubrovnik timetable',
  },
  {
    // Once a week, with a call at Tórshavn: a voyage to plan around, not a leg of a riding day.
    from: ['Hirtshals', 57.5881, 9.9591],
    to: ['Seyðisfjörður', 65.2597, -14.0102],
    minutes: 3900,
    operators: 'Smyril Line (Norröna, weekly)',
    source: 'Smyril Line Hirtshals–Tórshavn–Seyðisfjörður timetable',
  },
];
