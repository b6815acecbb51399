/**
 * The articles a new Roadbook starts with: real roads, written for riders by the Roadbook team.
 * Facts that change (closures, fees, opening dates) are pointed at their official source rather
 * than stated as current.
 */
export interface SeedPost {
  slug: string;
  title: string;
  excerpt: string;
  tags: string[];
  metaTitle: string;
  /** Days before seeding that the post counts as published, so the list has an order. */
  publishedDaysAgo: number;
  /** Places a featured trip must mention (in its name or stops) to be linked from the post. */
  places: string[];
  /**
   * For a post that links no trip: the starter featured trip (by slug) whose route map is its
   * cover, the nearest ride to what it is about.
   */
  coverTrip?: string;
  content: string;
}

export const SEED_POSTS: readonly SeedPost[] = [
  {
    slug: 'riding-the-blue-ridge-parkway',
    title: 'Riding the Blue Ridge Parkway End to End',
    excerpt:
      '469 miles of curves, overlooks and no traffic lights from Virginia to the Smokies: how to split it into days and where to fill up.',
    tags: ['Blue Ridge Parkway', 'Virginia', 'North Carolina', 'Nature', 'Scenic'],
    metaTitle: 'Blue Ridge Parkway motorcycle guide',
    publishedDaysAgo: 2,
    places: ['blue ridge', 'asheville', 'roanoke', 'waynesboro', 'boone', 'cherokee', 'shenandoah'],
    content: `
<p>The Blue Ridge Parkway runs 469 miles along the crest of the southern Appalachians, from Rockfish Gap near Waynesboro, Virginia, to Cherokee, North Carolina, at the edge of the Great Smoky Mountains. There are no stop lights, no billboards and no trucks. What it does have is a speed limit of 45 mph for most of its length, and that is the first thing to plan around.</p>
<h2>How many days?</h2>
<p>At Parkway speeds, with stops at the overlooks you will not be able to resist, most riders cover 150 to 200 miles a day. Three days end to end is comfortable; four lets you walk a trail or two.</p>
<ul>
  <li><strong>Day 1:</strong> Rockfish Gap to Roanoke (about 120 miles), with Otter Creek and the James River crossing.</li>
  <li><strong>Day 2:</strong> Roanoke to Blowing Rock (about 170 miles), passing Mabry Mill at milepost 176.</li>
  <li><strong>Day 3:</strong> Blowing Rock to Asheville, over the Linn Cove Viaduct and past Mount Mitchell, the highest peak east of the Mississippi.</li>
  <li><strong>Day 4:</strong> Asheville to Cherokee, the highest and twistiest section, above 6,000 feet at Richland Balsam.</li>
</ul>
<h2>Fuel and food</h2>
<p>There is no fuel on the Parkway itself. Towns are a few miles off the road at most exits, but gaps of 80 miles without a convenient station happen south of Asheville. Fill up whenever you drop into a town, and carry water: the overlooks have views, not vending machines.</p>
<h3>Before you go</h3>
<ol>
  <li>Check the National Park Service road status page: sections close for storm damage, rock slides and winter ice, sometimes for months.</li>
  <li>Watch for gravel on the inside of corners after rain, and for deer at dawn and dusk.</li>
  <li>The tunnels south of Asheville are unlit; take sunglasses off before you enter.</li>
</ol>
<blockquote>Ride it in late October if you can: the colours move down the ridge a little further every week.</blockquote>`,
  },
  {
    slug: 'tail-of-the-dragon-deals-gap',
    title: 'Tail of the Dragon: 318 Curves in 11 Miles',
    excerpt:
      'US 129 at Deals Gap packs 318 curves into eleven miles. What to expect, when to ride it, and the roads nearby that deserve your day too.',
    tags: ['Tail of the Dragon', 'Tennessee', 'North Carolina', 'Famous riding roads', 'Curves'],
    metaTitle: 'Tail of the Dragon at Deals Gap: rider guide',
    publishedDaysAgo: 5,
    places: ['deals gap', 'dragon', 'maryville', 'robbinsville', 'tellico', 'knoxville'],
    // The Dragon is a short ride from Cherokee, where the Parkway ends.
    coverTrip: 'blue-ridge-parkway-motorcycle',
    content: `
<p>Where US 129 crosses from Tennessee into North Carolina at Deals Gap, the road folds itself into 318 curves in eleven miles. There are no intersections or driveways along the way, the forest comes right to the asphalt, and on a summer weekend you will share it with hundreds of riders and sports cars.</p>
<h2>Ride it well</h2>
<ul>
  <li><strong>Go early on a weekday.</strong> Before 9 a.m. the road is cool, quiet and free of the photographers' crowds.</li>
  <li><strong>Stay in your lane.</strong> Most crashes here are riders crossing the double yellow in blind corners and meeting a car, or a logging truck, coming the other way.</li>
  <li><strong>Respect the limit.</strong> It is 30 mph, and it is enforced.</li>
</ul>
<p>The Deals Gap end has a motorcycle resort with fuel, food and the famous "Tree of Shame" hung with parts from riders who got it wrong. Look at it before you ride, not after.</p>
<h2>Make a loop of it</h2>
<p>The Dragon alone is a short ride. Join it with the <em>Cherohala Skyway</em> (43 miles of sweeping curves above 5,000 feet between Tellico Plains and Robbinsville) and the Foothills Parkway for a full day that takes in three very different kinds of road.</p>
<h3>Good to know</h3>
<ol>
  <li>Fuel up in Robbinsville or Maryville: there is little in between.</li>
  <li>Cell coverage drops out for most of the run.</li>
  <li>Photographers at the curves sell pictures online; you do not have to stop for them.</li>
</ol>`,
  },
  {
    slug: 'pacific-coast-highway-big-sur',
    title: 'The Pacific Coast Highway Through Big Sur',
    excerpt:
      'California 1 between Carmel and Cambria: ninety miles of cliffs, bridges and fog. Which way to ride it, and how to check the road is open.',
    tags: ['Pacific Coast Highway', 'California', 'Beach', 'Scenic', 'Coast'],
    metaTitle: 'Pacific Coast Highway and Big Sur by motorcycle',
    publishedDaysAgo: 9,
    places: [
      'big sur',
      'monterey',
      'carmel',
      'san simeon',
      'cambria',
      'san luis obispo',
      'pacific coast',
    ],
    content: `
<p>Highway 1 between Carmel and Cambria is only about ninety miles long, but it is some of the most photographed road in the world. The road clings to the Santa Lucia mountains where they drop straight into the Pacific, crossing gorges on concrete arches like the Bixby Creek Bridge.</p>
<h2>Which direction?</h2>
<p>Ride it <strong>southbound</strong>. You will be in the lane nearest the ocean, the pull-outs are on your side of the road, and you will not have to cross traffic to stop for a view.</p>
<h2>Plan around the weather and the road</h2>
<ul>
  <li>Fog is common from May to August, often burning off by late morning. September and October are usually the clearest months.</li>
  <li>Landslides close sections of Highway 1 for months at a time. Check Caltrans' QuickMap before you set off and have a plan B through the Salinas Valley on US 101.</li>
  <li>Fuel is scarce and expensive in Big Sur itself: fill up in Carmel or Cambria.</li>
</ul>
<h3>Worth a stop</h3>
<ol>
  <li>Point Lobos, just south of Carmel, for the coves and the sea otters.</li>
  <li>McWay Falls, a short walk from the road in Julia Pfeiffer Burns State Park.</li>
  <li>The elephant seal rookery north of San Simeon, busiest in winter.</li>
</ol>
<p>If you have a spare afternoon, <em>Nacimiento-Fergusson Road</em> climbs inland from Kirk Creek in tight switchbacks with views back down the coast. It is narrow and steep; ride it only in the dry.</p>`,
  },
  {
    slug: 'alps-passes-stelvio-furka-grimsel',
    title: 'Five Alpine Passes Every Rider Should Climb',
    excerpt:
      'Stelvio, Gavia, Furka, Grimsel and Susten: hairpins, glaciers and cold coffee at 2,700 metres. When the passes open and how to link them.',
    tags: ['Alps', 'Switzerland', 'Italy', 'Famous riding roads', 'Mountain passes'],
    metaTitle: 'Alps motorcycle passes: Stelvio, Furka, Grimsel',
    publishedDaysAgo: 14,
    places: [
      'alps',
      'stelvio',
      'bormio',
      'andermatt',
      'grimsel',
      'furka',
      'zermatt',
      'innsbruck',
      'interlaken',
    ],
    content: `
<p>The high passes of the Alps are open for a short season, usually from late May or June until the first heavy snow in October, and every rider should climb a few of them at least once. Here are five that link into a memorable loop across Italy and Switzerland.</p>
<h2>The passes</h2>
<ol>
  <li><strong>Stelvio (2,757 m).</strong> The famous one: 48 numbered hairpins on the northern side from Prato. Start before 8 a.m. to have it to yourself.</li>
  <li><strong>Gavia (2,621 m).</strong> Narrow, steep and wild on the southern side, with a long drop and little guard rail. Not for a first day in the mountains.</li>
  <li><strong>Furka (2,429 m).</strong> Sweeping curves past the Rhône Glacier and the hotel Belvédère, closed and shuttered but still photographed by everyone.</li>
  <li><strong>Grimsel (2,164 m).</strong> Granite, dams and lakes; it meets the Furka at Gletsch, so ride them together.</li>
  <li><strong>Susten (2,224 m).</strong> The best-surfaced of the five, with tunnels and glacier views, ending near Andermatt.</li>
</ol>
<h2>Practical notes</h2>
<ul>
  <li>Swiss motorways need a vignette, including for motorcycles. The passes themselves are free.</li>
  <li>Opening dates change every year with the snow: check each canton's or province's road report before you go.</li>
  <li>It can be 30 °C in the valley and 5 °C at the top. Pack a warm layer, even in August.</li>
  <li>Postal buses have priority on the narrow passes. When you hear the three-tone horn, make room.</li>
</ul>
<blockquote>Ride the climbs in the morning, eat at the top, and let the afternoon thunderstorms have the valleys.</blockquote>`,
  },
  {
    slug: 'route-66-chicago-to-santa-monica',
    title: 'Route 66 from Chicago to Santa Monica',
    excerpt:
      'About 2,400 miles and eight states on the Mother Road: which stretches of the old alignment are still rideable and how long to give it.',
    tags: ['Route 66', 'Illinois', 'Arizona', 'California', 'Landmark', 'Museum'],
    metaTitle: 'Route 66 road trip: Chicago to Santa Monica',
    publishedDaysAgo: 21,
    places: [
      'route 66',
      'chicago',
      'st louis',
      'tulsa',
      'amarillo',
      'albuquerque',
      'flagstaff',
      'kingman',
      'santa monica',
    ],
    content: `
<p>Route 66 was taken off the US highway system in 1985, but most of it is still there: about 2,400 miles from Chicago to the pier at Santa Monica, across Illinois, Missouri, Kansas, Oklahoma, Texas, New Mexico, Arizona and California. Much of it runs beside the interstate that replaced it; some of it is alone in the desert.</p>
<h2>How long?</h2>
<p>Two weeks lets you ride the old alignment where it survives and still see the places along it. Ten days is possible if you use the interstate for the dull bits.</p>
<h2>Stretches not to miss</h2>
<ul>
  <li><strong>Missouri's Ozarks</strong>, with the Devil's Elbow bridge and roadside diners.</li>
  <li><strong>The Texas panhandle</strong> and Cadillac Ranch west of Amarillo, where you are expected to bring spray paint.</li>
  <li><strong>Seligman to Kingman, Arizona</strong>: the longest unbroken piece of the old road, 80-odd miles with almost nothing else on it.</li>
  <li><strong>Oatman Road</strong> over the Black Mountains, with tight bends, no guard rails and burros in the street at the top.</li>
</ul>
<h3>Before you go</h3>
<ol>
  <li>Buy a turn-by-turn guide: the historic signs are stolen as fast as they are put up.</li>
  <li>Cross the Mojave early in the day in summer. Carry more water than you think you need.</li>
  <li>Stop at the Route 66 museums in Pontiac, Illinois, and Clinton, Oklahoma, for the history behind the neon.</li>
</ol>`,
  },
  {
    slug: 'packing-for-a-multi-day-motorcycle-trip',
    title: 'Packing for a Multi-Day Motorcycle Trip',
    excerpt:
      'A short list for a week on two wheels: what to wear, what to carry, and how to load the bike so it still handles like your bike.',
    tags: ['Motorcycle', 'Packing', 'Tips'],
    metaTitle: 'Motorcycle trip packing list',
    publishedDaysAgo: 30,
    places: [],
    // What to pack for: a week on two wheels along a coast.
    coverTrip: 'pacific-coast-highway-motorcycle',
    content: `
<p>Most first long trips are packed twice: once before leaving, and again after the first day, when half of it goes home in a box. Here is what we carry for a week on the road.</p>
<h2>Wear</h2>
<ul>
  <li>A textile or leather suit with armour, and a waterproof layer that goes over it or is built in.</li>
  <li>Two pairs of gloves: summer ones and waterproof ones. Wet gloves ruin a day faster than rain.</li>
  <li>Boots you can walk a mile in.</li>
</ul>
<h2>Carry</h2>
<ul>
  <li>A warm mid-layer, even in summer: the mountains and the evenings will use it.</li>
  <li>Three sets of quick-drying clothes, washed in the sink every other night.</li>
  <li>Tyre plug kit and a small compressor, a multitool, zip ties, tape, and the bike's own tool roll.</li>
  <li>Chargers, a power bank, and your documents in a waterproof bag.</li>
</ul>
<h2>Load it right</h2>
<ol>
  <li>Heavy things low and forward, as close to the centre of the bike as you can.</li>
  <li>Keep the total under the bike's payload, rider included: it is on a plate on the frame.</li>
  <li>Raise the tyre pressures and the rear preload as the owner's manual says for a loaded bike.</li>
</ol>
<p>Then ride a short loop at home, fully loaded, before you leave. If the bike feels wrong in the car park, it will feel worse on a mountain pass.</p>`,
  },
];
