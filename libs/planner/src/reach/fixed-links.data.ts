/**
 * Bridges, tunnels and causeways that carry a road between lands the coast outlines draw apart,
 * each as a point on either side (a few km inland, so the coarse outlines cannot misplace it)
 * with the link's name. Source: the English Wikipedia article of each link.
 */
export const FIXED_LINKS: [
  a: [name: string, lat: number, lng: number],
  b: [name: string, lat: number, lng: number],
  link: string,
][] = [
  [['Korsør', 55.34, 11.2], ['Nyborg', 55.3, 10.75], 'Great Belt Fixed Link'],
  [['Middelfart', 55.48, 9.78], ['Fredericia', 55.58, 9.68], 'Little Belt Bridge'],
  [['Copenhagen', 55.68, 12.52], ['Malmö', 55.6, 13.05], 'Øresund Bridge'],
  [['Copenhagen', 55.68, 12.52], ['Kastrup', 55.62, 12.62], 'Amager bridges'],
  [['Menai Bridge', 53.23, -4.2], ['Bangor', 53.21, -4.1], 'Menai Suspension Bridge'],
  [['Kyleakin', 57.26, -5.76], ['Kyle of Lochalsh', 57.29, -5.68], 'Skye Bridge'],
  [['Borden-Carleton', 46.27, -63.65], ['Cape Jourimain', 46.1, -63.88], 'Confederation Bridge'],
  [['Port Hawkesbury', 45.62, -61.33], ['Port Hastings', 45.62, -61.45], 'Canso Causeway'],
  [['Queens', 40.72, -73.8], ['Bronx', 40.84, -73.87], 'Throgs Neck Bridge'],
  [['Manhattan', 40.78, -73.97], ['Bronx', 40.84, -73.87], 'Manhattan bridges'],
  [['Montreal', 45.5, -73.6], ['Longueuil', 45.53, -73.45], 'Jacques Cartier Bridge'],
  [['Shimonoseki', 33.98, 130.98], ['Kitakyushu', 33.86, 130.85], 'Kanmon Bridge'],
  [['Kurashiki', 34.55, 133.78], ['Sakaide', 34.29, 133.87], 'Great Seto Bridge'],
  [['Kalmar', 56.67, 16.3], ['Färjestaden', 56.65, 16.5], 'Öland Bridge'],
  // The Overseas Highway, key to key: the Seven Mile Bridge spans more than any channel rule.
  [['Key Largo', 25.09, -80.44], ['Florida City', 25.45, -80.5], 'Overseas Highway'],
  [['Islamorada', 24.92, -80.63], ['Key Largo', 25.09, -80.44], 'Overseas Highway'],
  [['Marathon', 24.71, -81.09], ['Islamorada', 24.92, -80.63], 'Overseas Highway'],
  [['Big Pine Key', 24.67, -81.35], ['Marathon', 24.71, -81.09], 'Seven Mile Bridge'],
  [['Key West', 24.56, -81.78], ['Big Pine Key', 24.67, -81.35], 'Overseas Highway'],
  [['Kill Devil Hills', 36.03, -75.67], ['Point Harbor', 36.08, -75.8], 'Wright Memorial Bridge'],
  [['Singapore', 1.35, 103.82], ['Johor Bahru', 1.5, 103.75], 'Johor–Singapore Causeway'],
];
