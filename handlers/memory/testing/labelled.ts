/**
 * A labelled set for measuring search: 50 facts with a query each that should find it (worded
 * differently: other forms of the words, a typo, a question), hidden among 150 distractors that
 * share vocabulary with them. Deterministic, so recall@5 is comparable from run to run.
 */

/** A fact and the query that should find it. */
export interface LabelledPair {
  fact: string;
  query: string;
}

/** The 50 targets. */
export const PAIRS: readonly LabelledPair[] = [
  { fact: "I am allergic to peanuts", query: "peanut allergy" },
  { fact: "My daughter Emma plays the violin", query: "what instrument does Emma play" },
  { fact: "I work as a nurse at the Porto general hospital", query: "job nursing hospital" },
  { fact: "My favourite colour is teal", query: "favorite color" },
  { fact: "I drive a blue Toyota Corolla", query: "what car do I drive" },
  { fact: "I'm training for the Berlin marathon in September", query: "marathon training" },
  { fact: "My dog is a border collie named Biscuit", query: "dog's name" },
  { fact: "I prefer dark mode in every editor", query: "dark theme preference" },
  { fact: "I am learning Japanese on weekends", query: "which language am I studying" },
  { fact: "My wife's birthday is on March 3rd", query: "wife birthday date" },
  { fact: "I moved to Lisbon in 2021", query: "when did I relocate to Lisbon" },
  { fact: "I can't eat gluten because of coeliac disease", query: "gluten intolerance" },
  { fact: "My flight to Tokyo leaves on Friday evening", query: "Tokyo flight" },
  { fact: "I use Neovim with the LazyVim configuration", query: "text editor setup" },
  { fact: "My son is starting university in Edinburgh", query: "son university" },
  { fact: "I hate coriander in my food", query: "coriander dislike" },
  { fact: "I play five-a-side football every Tuesday", query: "football schedule" },
  { fact: "My monthly rent is 1,200 euros", query: "how much is the rent" },
  { fact: "I'm saving up for a house deposit", query: "saving for a house" },
  { fact: "My favourite author is Ursula K. Le Guin", query: "favourite writer" },
  { fact: "I have two cats called Miso and Tofu", query: "names of my cats" },
  { fact: "I take my coffee black with no sugar", query: "how do I like coffee" },
  { fact: "My manager is called Priya", query: "who is my boss Priya" },
  { fact: "I'm vegetarian since 2015", query: "vegetarian diet" },
  { fact: "My blood type is O negative", query: "blood group" },
  { fact: "I grew up in a small village near Cork", query: "where did I grow up" },
  { fact: "I usually wake up at 6 am to go running", query: "morning run wake time" },
  { fact: "My laptop is a ThinkPad X1 Carbon", query: "which laptop" },
  { fact: "I speak Portuguese and Spanish fluently", query: "languages spoken fluently" },
  { fact: "My mother lives in Seville", query: "where does my mum live" },
  { fact: "I'm afraid of heights", query: "fear of height" },
  { fact: "My favourite film is Spirited Away", query: "favorite movie" },
  { fact: "I'm building a side project in Rust", query: "rust side project" },
  { fact: "My anniversary dinner is booked at Sushi Kaito", query: "anniversary restaurant booking" },
  { fact: "I donate blood every three months", query: "blood donation frequency" },
  { fact: "My passport expires in June 2027", query: "passport expiry" },
  { fact: "I prefer window seats on planes", query: "seat preference on flights" },
  { fact: "I'm lactose intolerant", query: "lactose" },
  { fact: "My brother Tom is a firefighter", query: "Tom's job" },
  { fact: "I want to visit Patagonia next year", query: "travel plans patagonia" },
  { fact: "My gym membership renews in January", query: "gym renewal" },
  { fact: "I listen to jazz while working", query: "music for work" },
  { fact: "My car insurance is with Allianz", query: "insurance company for the car" },
  { fact: "I'm allergic to cats but I still have two", query: "cat allergy" },
  { fact: "I play chess online in the evenings", query: "chess" },
  { fact: "My shoe size is 43", query: "shoe size" },
  { fact: "I'm writing a novel about lighthouse keepers", query: "novel writing lighthouse" },
  { fact: "My dentist appointment is on the 14th", query: "dentist appointmnet" },
  { fact: "I volunteer at the food bank on Saturdays", query: "volunteering food bank" },
  { fact: "My favourite cuisine is Ethiopian", query: "preferred cuisine" },
];

const PEOPLE = ["My colleague Ana", "My neighbour", "My friend Luis", "My cousin", "My sister"];
const THINGS = [
  "likes peanut butter sandwiches",
  "plays the guitar in a band",
  "works at the city hospital as a doctor",
  "drives a red Honda",
  "is training for a half marathon",
  "has a dog named Rex",
  "prefers light mode",
  "is learning Korean",
  "moved to Porto last year",
  "bakes gluten-free bread",
  "flies to Osaka in May",
  "uses VS Code",
  "studies at university in Glasgow",
  "loves coriander",
  "plays basketball on Mondays",
  "pays 900 euros in rent",
  "bought a house in 2020",
  "reads science fiction",
  "has a cat called Pepper",
  "drinks tea with milk",
  "manages a team of six",
  "eats fish but no meat",
  "donated a kidney",
  "grew up in Dublin",
  "runs in the evening",
  "has a MacBook Air",
  "speaks French",
  "lives with their mother",
  "loves climbing high mountains",
  "watched Spirited Away twice",
];

/** The 150 distractors: five people, thirty things each can do. */
export const DISTRACTORS: readonly string[] = PEOPLE.flatMap((who) => THINGS.map((what) => `${who} ${what}`));

/** recall@k: the share of queries whose fact is among the first k results. */
export function recallAtK(
  found: readonly (readonly string[])[],
  wanted: readonly string[],
  k: number,
): number {
  let hits = 0;
  for (const [i, ids] of found.entries()) if (ids.slice(0, k).includes(wanted[i] as string)) hits++;
  return hits / wanted.length;
}
