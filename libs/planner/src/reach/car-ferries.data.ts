import type { CarTrainWay } from '@roadbook/contracts';

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
  /**
   * Vehicles ride a shuttle train, through a tunnel (Le Shuttle) or over a causeway (the Sylt
   * Shuttle): booked like a ferry, not sailed.
   */
  train?: CarTrainWay;
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
    train: 'tunnel',
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
    from: ['Saint John', 45.2733, -66.0633],
    to: ['Digby', 44.6217, -65.7605],
    minutes: 135,
    operators: 'Bay Ferries',
    source: 'Bay Ferries Saint John–Digby schedule',
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
    from: ['Puttgarden', 54.4993, 11.2259],
    to: ['Rødbyhavn', 54.6543, 11.3509],
    minutes: 45,
    operators: 'Scandlines',
    source: 'Scandlines Puttgarden–Rødby timetable',
  },
  {
    from: ['Rostock', 54.0924, 12.0991],
    to: ['Gedser', 54.5747, 11.9257],
    minutes: 105,
    operators: 'Scandlines',
    source: 'Scandlines Rostock–Gedser timetable',
  },
  {
    from: ['Fynshav', 54.9925, 9.9842],
    to: ['Bøjden', 55.1053, 10.0981],
    minutes: 50,
    operators: 'Alslinjen',
    source: 'Alslinjen Fynshav–Bøjden timetable',
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
  // Over Long Island Sound and Delaware Bay.
  {
    from: ['Bridgeport', 41.1792, -73.1894],
    to: ['Port Jefferson', 40.9465, -73.0693],
    minutes: 75,
    operators: 'Bridgeport & Port Jefferson Steamboat Company',
    source: 'Bridgeport & Port Jefferson Steamboat Company schedule',
  },
  {
    from: ['New London', 41.3557, -72.0995],
    to: ['Orient Point', 41.1573, -72.2415],
    minutes: 80,
    operators: 'Cross Sound Ferry',
    source: 'Cross Sound Ferry New London–Orient Point schedule',
  },
  {
    from: ['Cape May', 38.9351, -74.906],
    to: ['Lewes', 38.7746, -75.1393],
    minutes: 85,
    operators: 'Cape May–Lewes Ferry',
    source: 'Cape May–Lewes Ferry schedule',
  },
  // Over the Gulf of California to Baja.
  {
    from: ['Topolobampo', 25.6, -109.05],
    to: ['La Paz (Pichilingue)', 24.27, -110.32],
    minutes: 420,
    operators: 'Baja Ferries',
    source: 'Baja Ferries Topolobampo–La Paz timetable',
  },
  {
    // Overnight: a voyage to plan around.
    from: ['Mazatlán', 23.2, -106.42],
    to: ['La Paz (Pichilingue)', 24.27, -110.32],
    minutes: 780,
    operators: 'Baja Ferries',
    source: 'Baja Ferries Mazatlán–La Paz timetable',
  },
  // Over the Mediterranean: Spain to Morocco, Sicily to Tunisia, Italy to Greece and Albania, and
  // Corfu.
  {
    from: ['Algeciras', 36.1333, -5.45],
    to: ['Tanger Med', 35.8894, -5.5017],
    minutes: 90,
    operators: 'FRS, Baleària, Africa Morocco Link',
    source: 'Algeciras–Tanger Med port timetables',
  },
  {
    from: ['Tarifa', 36.0143, -5.6044],
    to: ['Tangier', 35.7767, -5.8039],
    minutes: 60,
    operators: 'FRS, Baleària',
    source: 'FRS and Baleària Tarifa–Tangier timetables',
  },
  {
    from: ['Palermo', 38.1157, 13.3615],
    to: ['Tunis', 36.8065, 10.1815],
    minutes: 600,
    operators: 'Grimaldi Lines, GNV',
    source: 'Grimaldi Lines and GNV Palermo–Tunis timetables',
  },
  {
    from: ['Bari', 41.1171, 16.8719],
    to: ['Igoumenitsa', 39.5036, 20.2656],
    minutes: 540,
    operators: 'Superfast Ferries, Grimaldi Lines',
    source: 'Superfast Ferries Bari–Igoumenitsa timetable',
  },
  {
    from: ['Brindisi', 40.6327, 17.9418],
    to: ['Igoumenitsa', 39.5036, 20.2656],
    minutes: 480,
    operators: 'Grimaldi Lines',
    source: 'Grimaldi Lines Brindisi–Igoumenitsa timetable',
  },
  {
    from: ['Bari', 41.1171, 16.8719],
    to: ['Durrës', 41.3231, 19.4414],
    minutes: 540,
    operators: 'Adria Ferries, Ventouris Ferries',
    source: 'Adria Ferries and Ventouris Ferries Bari–Durrës timetables',
  },
  {
    from: ['Igoumenitsa', 39.5036, 20.2656],
    to: ['Corfu', 39.6244, 19.9202],
    minutes: 90,
    operators: 'Kerkyra Lines',
    source: 'Kerkyra Lines Igoumenitsa–Corfu timetable',
  },
  // Islands riders ride to: Wight, Elba, Gotland, Bornholm, Texel, Saaremaa, Brač, Hvar,
  // Mull, Arran, Lewis, Orkney, Thasos, Zakynthos, Kefalonia, Martha's Vineyard, Nantucket, San
  // Juan, Sylt (a car train over the Hindenburgdamm) and Föhr.
  {
    from: ['Portsmouth', 50.799, -1.0913],
    to: ['Fishbourne', 50.7337, -1.2103],
    minutes: 45,
    operators: 'Wightlink',
    source: 'Wightlink Portsmouth–Fishbourne timetable',
  },
  {
    from: ['Piombino', 42.9255, 10.5259],
    to: ['Portoferraio', 42.8123, 10.313],
    minutes: 60,
    operators: 'Moby, Toremar',
    source: 'Moby and Toremar Piombino–Portoferraio timetables',
  },
  {
    from: ['Nynäshamn', 58.9034, 17.9479],
    to: ['Visby', 57.6409, 18.296],
    minutes: 195,
    operators: 'Destination Gotland',
    source: 'Destination Gotland Nynäshamn–Visby timetable',
  },
  {
    from: ['Ystad', 55.4297, 13.8204],
    to: ['Rønne', 55.1009, 14.7066],
    minutes: 80,
    operators: 'Bornholmslinjen',
    source: 'Bornholmslinjen Ystad–Rønne timetable',
  },
  {
    from: ['Den Helder', 52.9599, 4.7593],
    to: ['’t Horntje (Texel)', 53.0014, 4.7886],
    minutes: 20,
    operators: 'TESO',
    source: 'TESO Den Helder–Texel timetable',
  },
  {
    from: ['Virtsu', 58.5758, 23.5111],
    to: ['Kuivastu', 58.5745, 23.3878],
    minutes: 30,
    operators: 'Praamid',
    source: 'Praamid Virtsu–Kuivastu timetable',
  },
  {
    from: ['Split', 43.5036, 16.4419],
    to: ['Supetar', 43.3842, 16.5508],
    minutes: 50,
    operators: 'Jadrolinija',
    source: 'Jadrolinija Split–Supetar timetable',
  },
  {
    from: ['Split', 43.5036, 16.4419],
    to: ['Stari Grad', 43.1847, 16.5953],
    minutes: 120,
    operators: 'Jadrolinija',
    source: 'Jadrolinija Split–Stari Grad timetable',
  },
  {
    from: ['Oban', 56.4153, -5.4718],
    to: ['Craignure', 56.4708, -5.7082],
    minutes: 50,
    operators: 'CalMac',
    source: 'CalMac Oban–Craignure timetable',
  },
  {
    from: ['Ardrossan', 55.6502, -4.8066],
    to: ['Brodick', 55.5761, -5.1505],
    minutes: 55,
    operators: 'CalMac',
    source: 'CalMac Ardrossan–Brodick timetable',
  },
  {
    from: ['Ullapool', 57.8987, -5.1604],
    to: ['Stornoway', 58.2092, -6.3865],
    minutes: 165,
    operators: 'CalMac',
    source: 'CalMac Ullapool–Stornoway timetable',
  },
  {
    from: ['Scrabster', 58.6122, -3.5475],
    to: ['Stromness', 58.965, -3.296],
    minutes: 90,
    operators: 'NorthLink Ferries',
    source: 'NorthLink Scrabster–Stromness timetable',
  },
  {
    from: ['Keramotí', 40.8559, 24.706],
    to: ['Thásos', 40.7781, 24.7094],
    minutes: 40,
    operators: 'Thassos Ferries',
    source: 'Keramotí–Thásos port timetable',
  },
  {
    from: ['Kyllíni', 37.9354, 21.145],
    to: ['Zakynthos', 37.7802, 20.8956],
    minutes: 60,
    operators: 'Levante Ferries',
    source: 'Levante Ferries Kyllíni–Zakynthos timetable',
  },
  {
    from: ['Kyllíni', 37.9354, 21.145],
    to: ['Póros (Kefalonia)', 38.1537, 20.7712],
    minutes: 80,
    operators: 'Levante Ferries',
    source: 'Levante Ferries Kyllíni–Póros timetable',
  },
  {
    from: ['Woods Hole', 41.5265, -70.6731],
    to: ['Vineyard Haven', 41.4543, -70.6036],
    minutes: 45,
    operators: 'Steamship Authority',
    source: 'Steamship Authority Woods Hole–Vineyard Haven schedule',
  },
  {
    from: ['Hyannis', 41.6529, -70.2828],
    to: ['Nantucket', 41.2835, -70.0995],
    minutes: 135,
    operators: 'Steamship Authority',
    source: 'Steamship Authority Hyannis–Nantucket schedule',
  },
  {
    from: ['Anacortes', 48.5126, -122.6127],
    to: ['Friday Harbor', 48.5343, -123.0171],
    minutes: 65,
    operators: 'Washington State Ferries',
    source: 'Washington State Ferries Anacortes–Friday Harbor schedule',
  },
  {
    from: ['Niebüll', 54.7866, 8.8285],
    to: ['Westerland', 54.9079, 8.3033],
    minutes: 35,
    operators: 'DB Sylt Shuttle, Autozug Sylt',
    source: 'DB Sylt Shuttle and Autozug Sylt Niebüll–Westerland timetables',
    train: 'causeway',
  },
  {
    from: ['Dagebüll', 54.7283, 8.6936],
    to: ['Wyk auf Föhr', 54.6914, 8.567],
    minutes: 50,
    operators: 'W.D.R.',
    source: 'W.D.R. Dagebüll–Wyk timetable',
  },
  // The Balearics, the Canaries between their islands, the Cyclades and the eastern Aegean.
  {
    from: ['Dénia', 38.8408, 0.1057],
    to: ['Ibiza', 38.9088, 1.433],
    minutes: 150,
    operators: 'Baleària',
    source: 'Baleària Dénia–Ibiza timetable',
  },
  {
    from: ['Ibiza', 38.9088, 1.433],
    to: ['La Savina (Formentera)', 38.7331, 1.4167],
    minutes: 35,
    operators: 'Baleària, Trasmapi',
    source: 'Baleària and Trasmapi Ibiza–Formentera timetables',
  },
  {
    from: ['Alcúdia', 39.8532, 3.1214],
    to: ['Ciutadella', 40.0011, 3.8414],
    minutes: 120,
    operators: 'Baleària',
    source: 'Baleària Alcúdia–Ciutadella timetable',
  },
  {
    from: ['Los Cristianos', 28.0507, -16.7155],
    to: ['San Sebastián de la Gomera', 28.0916, -17.1133],
    minutes: 50,
    operators: 'Fred. Olsen Express, Naviera Armas',
    source: 'Fred. Olsen Express Los Cristianos–San Sebastián timetable',
  },
  {
    from: ['Santa Cruz de Tenerife', 28.4682, -16.2546],
    to: ['Agaete', 28.1002, -15.7],
    minutes: 80,
    operators: 'Fred. Olsen Express',
    source: 'Fred. Olsen Express Santa Cruz–Agaete timetable',
  },
  {
    from: ['Playa Blanca', 28.8643, -13.8281],
    to: ['Corralejo', 28.7308, -13.8675],
    minutes: 35,
    operators: 'Fred. Olsen Express, Naviera Armas',
    source: 'Fred. Olsen Express Playa Blanca–Corralejo timetable',
  },
  {
    from: ['Piraeus', 37.942, 23.6462],
    to: ['Paros', 37.0856, 25.1486],
    minutes: 255,
    operators: 'Blue Star Ferries',
    source: 'Blue Star Ferries Piraeus–Paros timetable',
  },
  {
    from: ['Piraeus', 37.942, 23.6462],
    to: ['Náxos', 37.1056, 25.3764],
    minutes: 330,
    operators: 'Blue Star Ferries',
    source: 'Blue Star Ferries Piraeus–Naxos timetable',
  },
  {
    from: ['Piraeus', 37.942, 23.6462],
    to: ['Santorini (Athinios)', 36.3869, 25.4308],
    minutes: 480,
    operators: 'Blue Star Ferries',
    source: 'Blue Star Ferries Piraeus–Santorini timetable',
  },
  {
    from: ['Rafina', 38.0225, 24.0064],
    to: ['Mykonos', 37.4453, 25.3287],
    minutes: 270,
    operators: 'Fast Ferries',
    source: 'Fast Ferries Rafina–Mykonos timetable',
  },
  {
    from: ['Piraeus', 37.942, 23.6462],
    to: ['Chios', 38.3687, 26.1372],
    minutes: 480,
    operators: 'Blue Star Ferries',
    source: 'Blue Star Ferries Piraeus–Chios timetable',
  },
  {
    from: ['Piraeus', 37.942, 23.6462],
    to: ['Mytilene', 39.1077, 26.5553],
    minutes: 690,
    operators: 'Blue Star Ferries',
    source: 'Blue Star Ferries Piraeus–Mytilene timetable',
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
