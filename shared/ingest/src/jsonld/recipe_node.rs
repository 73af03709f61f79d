//! Reading one schema.org Recipe node (a JSON value, from JSON-LD or converted from microdata)
//! into a canonical [`Recipe`]: every shape sites use for each property, HTML inside strings,
//! `@id` references into the page's graph, and URLs made absolute against the page.

use std::cmp::Reverse;
use std::collections::HashMap;

use cookbook_domain::{Ingredient, InstructionGroup, Nutrient, Nutrition, Recipe};
use serde_json::Value;
use url::Url;

use crate::text::{
    clean_text, collapse_doubled_parentheses, duration_minutes, first_integer, first_number,
    split_blocks, split_glued_sentences, split_lines, split_numbered_steps, starts_with_amount,
    strip_bullet, strip_step_numbers,
};

/// Deepest nesting followed inside a node; deeper structure is ignored, never a stack overflow.
pub const MAX_DEPTH: usize = 64;

/// The nodes of a page's structured data by `@id`, for resolving references such as
/// `"author": {"@id": "#/schema/person/1"}`.
#[derive(Debug, Default)]
pub struct Graph<'a> {
    by_id: HashMap<&'a str, &'a Value>,
    /// The `mainEntity` values of the page's nodes (a `WebPage` naming the recipe it is about).
    main_entities: Vec<&'a Value>,
}

impl<'a> Graph<'a> {
    /// Indexes every object with an `@id` in `roots`; when an id repeats, the fullest object wins.
    pub fn index(roots: &'a [Value]) -> Self {
        let mut graph = Self::default();
        for root in roots {
            graph.add(root, 0);
        }
        graph
    }

    fn add(&mut self, value: &'a Value, depth: usize) {
        if depth > MAX_DEPTH {
            return;
        }
        match value {
            Value::Array(items) => items.iter().for_each(|item| self.add(item, depth + 1)),
            Value::Object(map) => {
                if let Some(id) = map.get("@id").and_then(Value::as_str) {
                    let fuller = self
                        .by_id
                        .get(id)
                        .is_none_or(|known| known.as_object().map_or(0, |m| m.len()) < map.len());
                    if fuller {
                        self.by_id.insert(id, value);
                    }
                }
                if let Some(entity) = map.get("mainEntity") {
                    self.main_entities.push(entity);
                }
                map.values().for_each(|item| self.add(item, depth + 1));
            }
            _ => {}
        }
    }

    /// The node a bare reference (`{"@id": …}` with at most a `@type`) points to, else `value`.
    pub fn resolve<'v>(&self, value: &'v Value) -> &'v Value
    where
        'a: 'v,
    {
        let Some(map) = value.as_object() else {
            return value;
        };
        let is_reference = map.keys().all(|k| k == "@id" || k == "@type");
        match map.get("@id").and_then(Value::as_str) {
            Some(id) if is_reference => self.by_id.get(id).copied().unwrap_or(value),
            _ => value,
        }
    }
}

impl Graph<'_> {
    /// Whether a node of the page names `node` as its `mainEntity`, directly or by `@id`.
    pub fn is_main_entity(&self, node: &Value) -> bool {
        let id = node.get("@id").and_then(Value::as_str);
        self.main_entities
            .iter()
            .flat_map(|entity| match entity {
                Value::Array(items) => items.iter().collect(),
                single => vec![*single],
            })
            .map(|entity| self.resolve(entity))
            .any(|entity| {
                std::ptr::eq(entity, node)
                    || id.is_some_and(|id| entity.get("@id").and_then(Value::as_str) == Some(id))
            })
    }
}

/// What one Recipe node says, before the pipeline parses ingredient lines.
#[derive(Debug, Clone, PartialEq)]
pub struct RecipeNode {
    pub recipe: Recipe,
    pub author: Option<String>,
    /// The publisher's name, a candidate for the site name.
    pub publisher: Option<String>,
}

/// Whether `node`'s `@type` (a string or an array) names `wanted`, ignoring case and any
/// vocabulary prefix (`schema:Recipe`, `http://schema.org/Recipe`).
pub fn has_type(node: &Value, wanted: &str) -> bool {
    let matches = |t: &Value| {
        t.as_str().is_some_and(|t| {
            t.rsplit(['/', ':', '#'])
                .next()
                .is_some_and(|last| last.trim().eq_ignore_ascii_case(wanted))
        })
    };
    match node.get("@type") {
        Some(Value::Array(types)) => types.iter().any(matches),
        Some(t) => matches(t),
        None => false,
    }
}

/// Reads a Recipe node; `page_url` makes image URLs absolute.
pub(crate) fn read_recipe(node: &Value, graph: &Graph<'_>, page_url: Option<&Url>) -> RecipeNode {
    let reader = NodeReader { graph, page_url };
    let (instructions, instruction_groups) = reader.instructions(node);
    let prep = reader.minutes(node, &["prepTime"]);
    let cook = reader.minutes(node, &["cookTime", "performTime"]);
    // Without a total, the parts the page gives add up to it (a missing part counts as none).
    let parts = prep.or(cook).map(|first| match (prep, cook) {
        (Some(p), Some(c)) => p.saturating_add(c),
        _ => first,
    });
    // A zero total next to real parts is a placeholder, not a 0-minute recipe.
    let total = match reader.minutes(node, &["totalTime"]) {
        Some(0) => parts.filter(|&sum| sum > 0).or(Some(0)),
        Some(total) => Some(total),
        None => parts,
    };
    let (prep, cook, total) = total_swapped_with_a_longer_part(prep, cook, total);
    let (recipe_yield, servings) = reader.recipe_yield(node);
    let recipe = Recipe {
        id: None,
        owner: None,
        version: None,
        name: reader.text(node, &["name", "headline"]).unwrap_or_default(),
        description: reader.text(node, &["description", "summary"]),
        ingredients: reader.ingredients(node),
        instructions,
        instruction_groups,
        r#yield: recipe_yield,
        servings,
        prep_time_minutes: prep,
        cook_time_minutes: cook,
        total_time_minutes: total,
        cuisine: reader.list(node, &["recipeCuisine"]),
        category: reader.list(node, &["recipeCategory"]),
        diet_type: reader.diets(node),
        meal_types: Vec::new(),
        tags: reader.list(node, &["keywords"]),
        image_url: reader.image(node),
        nutrition: reader.nutrition(node),
        source: None,
        created_at: None,
        updated_at: None,
    };
    RecipeNode {
        recipe,
        author: reader.name_of(prop(node, &["author", "creator"]), 0),
        publisher: reader.name_of(prop(node, &["publisher"]), 0),
    }
}

/// The times with a total shorter than the one part given swapped with it: a card that prints
/// "Total 40 min, Active 20 min" but marks them up the other way round (`cookTime` PT40M,
/// `totalTime` PT20M) means the longer one as the total. With both parts given, which one is
/// wrong is unknown, so they stay.
fn total_swapped_with_a_longer_part(
    prep: Option<u32>,
    cook: Option<u32>,
    total: Option<u32>,
) -> (Option<u32>, Option<u32>, Option<u32>) {
    match (prep, cook, total) {
        (None, Some(cook), Some(total)) if total < cook => (None, Some(total), Some(cook)),
        (Some(prep), None, Some(total)) if total < prep => (Some(total), None, Some(prep)),
        times => times,
    }
}

/// The author's name of a page's Article-like node (`Article`, `BlogPosting`, `WebPage` …), for
/// pages whose recipe itself is not in JSON-LD.
pub fn article_author(nodes: &[&Value], graph: &Graph<'_>) -> Option<String> {
    let reader = NodeReader {
        graph,
        page_url: None,
    };
    nodes
        .iter()
        .find_map(|node| reader.name_of(prop(node, &["author", "creator"]), 0))
}

/// How complete a recipe is, for picking the main one among several: ingredients and
/// instructions together outweigh everything else.
fn completeness(recipe: &Recipe) -> usize {
    let core = usize::from(!recipe.ingredients.is_empty() && !recipe.instructions.is_empty()) * 100;
    let filled = [
        !recipe.name.is_empty(),
        recipe.description.is_some(),
        recipe.r#yield.is_some(),
        recipe.total_time_minutes.is_some(),
        recipe.image_url.is_some(),
        recipe.nutrition.is_some(),
    ]
    .into_iter()
    .filter(|&f| f)
    .count();
    core + (recipe.ingredients.len() + recipe.instructions.len()).min(50) + filled
}

/// The page's main recipe among `nodes`, with what it says. Of the recipes with both lists,
/// the one the page's title names wins: a sauce or side card may be as complete as the dish
/// the page is about, but the title names the dish, most fully and first ("Fish Tacos with
/// Lime Crema"). Then the one a `WebPage` names as its `mainEntity`, over a related recipe
/// that may be larger. Otherwise the most complete usable one, the first on the page among
/// equals.
pub fn choose_main<'v>(
    nodes: impl DoubleEndedIterator<Item = &'v Value>,
    graph: &Graph<'_>,
    page_url: Option<&Url>,
    page_title: Option<&str>,
) -> Option<(&'v Value, RecipeNode)> {
    let title = page_title.map(title_words).unwrap_or_default();
    nodes
        .map(|node| (node, read_recipe(node, graph, page_url)))
        .filter(|(_, read)| is_usable(&read.recipe))
        // `max_by_key` keeps the last of equals; reversing makes the first on the page win.
        .rev()
        .max_by_key(|(node, read)| {
            let recipe = &read.recipe;
            let whole = !recipe.ingredients.is_empty() && !recipe.instructions.is_empty();
            let named = whole.then(|| title_match(&title, &recipe.name)).flatten();
            let main_entity = whole && graph.is_main_entity(node);
            (named, main_entity, completeness(recipe))
        })
}

/// Lowercase alphanumeric words of a title or name.
pub(crate) fn title_words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|word| !word.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// Where the page title holds all words of `name` as one run: how many words, and (reversed,
/// so that earlier ranks higher) at which word it starts.
fn title_match(title: &[String], name: &str) -> Option<(usize, Reverse<usize>)> {
    let name = title_words(name);
    if name.is_empty() {
        return None;
    }
    let start = title
        .windows(name.len())
        .position(|run| run == name.as_slice())?;
    Some((name.len(), Reverse(start)))
}

/// Whether a read recipe has enough to be worth returning.
fn is_usable(recipe: &Recipe) -> bool {
    !recipe.name.is_empty() || !recipe.ingredients.is_empty() || !recipe.instructions.is_empty()
}

/// The first of `keys` that `node` has with a non-empty value; a key spelt in another case
/// (`"Name"` for `"name"`, as hand-written JSON-LD has it) counts when the exact one is absent.
fn prop<'v>(node: &'v Value, keys: &[&str]) -> Option<&'v Value> {
    let usable = |value: &&Value| match value {
        Value::Null => false,
        Value::String(s) => !s.trim().is_empty(),
        Value::Array(items) => !items.is_empty(),
        _ => true,
    };
    keys.iter().find_map(|key| {
        let value = node.get(key).or_else(|| {
            node.as_object()?
                .iter()
                .find_map(|(other, value)| other.eq_ignore_ascii_case(key).then_some(value))
        });
        value.filter(usable)
    })
}

struct NodeReader<'g, 'a> {
    graph: &'g Graph<'a>,
    page_url: Option<&'g Url>,
}

impl NodeReader<'_, '_> {
    /// A property as clean text: a string, a number, or the first usable item of an array.
    fn text(&self, node: &Value, keys: &[&str]) -> Option<String> {
        self.text_of(prop(node, keys)?, 0)
    }

    fn text_of(&self, value: &Value, depth: usize) -> Option<String> {
        if depth > MAX_DEPTH {
            return None;
        }
        match self.graph.resolve(value) {
            Value::String(s) => Some(clean_text(s)).filter(|t| !t.is_empty()),
            Value::Number(n) => Some(n.to_string()),
            Value::Array(items) => items.iter().find_map(|item| self.text_of(item, depth + 1)),
            // `value` is a QuantitativeValue's, as in `"recipeYield": {"value": 6}`.
            object @ Value::Object(_) => self.text(object, &["text", "name", "@value", "value"]),
            _ => None,
        }
    }

    /// The name of a person or organization: a string, an object's `name`, or the first of an array.
    fn name_of(&self, value: Option<&Value>, depth: usize) -> Option<String> {
        if depth > MAX_DEPTH {
            return None;
        }
        match self.graph.resolve(value?) {
            Value::String(s) => Some(clean_text(s)).filter(|t| !t.is_empty()),
            Value::Array(items) => items
                .iter()
                .find_map(|item| self.name_of(Some(item), depth + 1)),
            object @ Value::Object(_) => {
                self.name_of(prop(object, &["name", "alternateName"]), depth + 1)
            }
            _ => None,
        }
    }

    /// A comma-separated string or an array of strings, as distinct clean items.
    fn list(&self, node: &Value, keys: &[&str]) -> Vec<String> {
        let mut items = Vec::new();
        if let Some(value) = prop(node, keys) {
            self.collect_list(value, &mut items, 0);
        }
        items
    }

    fn collect_list(&self, value: &Value, items: &mut Vec<String>, depth: usize) {
        if depth > MAX_DEPTH {
            return;
        }
        match self.graph.resolve(value) {
            Value::String(s) => {
                // Decode first: an entity such as `&amp;` holds the `;` separator.
                for item in clean_text(s).split([',', ';']).map(str::trim) {
                    if !item.is_empty() && !items.iter().any(|i| i == item) {
                        items.push(item.to_owned());
                    }
                }
            }
            Value::Array(values) => values
                .iter()
                .for_each(|v| self.collect_list(v, items, depth + 1)),
            object @ Value::Object(_) => {
                if let Some(name) = prop(object, &["name"]) {
                    self.collect_list(name, items, depth + 1);
                }
            }
            _ => {}
        }
    }

    /// `suitableForDiet` values (`https://schema.org/GlutenFreeDiet`) as words (`Gluten Free`).
    fn diets(&self, node: &Value) -> Vec<String> {
        let mut diets = Vec::new();
        for raw in self.list(node, &["suitableForDiet"]) {
            let last = raw.rsplit(['/', ':', '#']).next().unwrap_or(&raw);
            let bare = last.strip_suffix("Diet").unwrap_or(last);
            let diet = split_camel_case(bare);
            if !diet.is_empty() && !diets.contains(&diet) {
                diets.push(diet);
            }
        }
        diets
    }

    fn minutes(&self, node: &Value, keys: &[&str]) -> Option<u32> {
        match prop(node, keys)? {
            Value::Number(n) => n
                .as_f64()
                .filter(|m| m.is_finite() && *m >= 0.0 && *m <= f64::from(u32::MAX))
                .map(|m| m.round() as u32),
            other => duration_minutes(&self.text_of(other, 0)?),
        }
    }

    /// `recipeYield` as display text plus the first integer in it as servings.
    fn recipe_yield(&self, node: &Value) -> (Option<String>, Option<u32>) {
        let Some(value) = prop(node, &["recipeYield", "yield", "recipeServings"]) else {
            return (None, None);
        };
        let texts: Vec<String> = match value {
            Value::Array(items) => items.iter().filter_map(|v| self.yield_text(v)).collect(),
            other => self.yield_text(other).into_iter().collect(),
        };
        let servings = texts.iter().find_map(|t| first_integer(t));
        // A bare number says less than "12 cookies", so a descriptive item is preferred.
        let shown = texts
            .iter()
            .find(|t| t.chars().any(char::is_alphabetic) && first_integer(t).is_some())
            .or_else(|| texts.first())
            .cloned();
        (shown, servings)
    }

    /// One yield value as text; a QuantitativeValue keeps its unit's words (`{"value": 8,
    /// "unitText": "slices"}` is "8 slices").
    fn yield_text(&self, value: &Value) -> Option<String> {
        let text = self.text_of(value, 0)?;
        let unit = match self.graph.resolve(value) {
            object @ Value::Object(_) => self.text(object, &["unitText"]),
            _ => None,
        };
        Some(match unit {
            Some(unit) if !text.contains(&unit) => format!("{text} {unit}"),
            _ => text,
        })
    }

    /// `image` as a string, an array, or an ImageObject (`url`, `contentUrl`), made absolute.
    fn image(&self, node: &Value) -> Option<String> {
        self.image_of(prop(node, &["image", "thumbnailUrl", "photo"])?, 0)
    }

    fn image_of(&self, value: &Value, depth: usize) -> Option<String> {
        if depth > MAX_DEPTH {
            return None;
        }
        match self.graph.resolve(value) {
            Value::String(s) => self.absolute_url(s),
            Value::Array(items) => items.iter().find_map(|item| self.image_of(item, depth + 1)),
            object @ Value::Object(_) => ["url", "contentUrl", "@id"]
                .iter()
                .filter_map(|key| object.get(key))
                .find_map(|v| self.image_of(v, depth + 1)),
            _ => None,
        }
    }

    fn absolute_url(&self, raw: &str) -> Option<String> {
        absolute_url(raw, self.page_url)
    }

    /// `recipeIngredient` (or legacy `ingredients`): strings, a newline- or HTML-separated
    /// string, nested arrays, or named groups (`{"name": "Sauce", "itemListElement": [...]}`).
    fn ingredients(&self, node: &Value) -> Vec<Ingredient> {
        let mut out = Vec::new();
        if let Some(value) = prop(node, &["recipeIngredient", "ingredients", "ingredient"]) {
            // A list of one string is the whole list in one value, as a lone string would be.
            let value = match value.as_array().map(Vec::as_slice) {
                Some([only @ Value::String(_)]) => only,
                _ => value,
            };
            match comma_split_lines(value) {
                Some(lines) => lines.iter().for_each(|line| {
                    self.collect_ingredients(&Value::String(line.clone()), None, &mut out, 1);
                }),
                None => self.collect_ingredients(value, None, &mut out, 0),
            }
        }
        match out.as_slice() {
            [only] => comma_listed_lines(&only.text).map_or(out, |lines| {
                lines
                    .iter()
                    .map(|line| Ingredient {
                        name: String::new(),
                        ..Ingredient::unparsed(line)
                    })
                    .collect()
            }),
            _ => out,
        }
    }

    fn collect_ingredients(
        &self,
        value: &Value,
        group: Option<&str>,
        out: &mut Vec<Ingredient>,
        depth: usize,
    ) {
        if depth > MAX_DEPTH {
            return;
        }
        let push = |out: &mut Vec<Ingredient>, text: String| {
            let line = collapse_doubled_parentheses(strip_bullet(&text));
            if !line.is_empty() {
                out.push(Ingredient {
                    name: String::new(),
                    group: group.map(str::to_owned),
                    ..Ingredient::unparsed(&line)
                });
            }
        };
        match self.graph.resolve(value) {
            // Inside an array each string is one line; a lone string may hold many.
            Value::String(s) if depth > 0 => push(out, clean_text(s)),
            Value::String(s) => split_lines(s).into_iter().for_each(|l| push(out, l)),
            Value::Array(items) => items
                .iter()
                .for_each(|item| self.collect_ingredients(item, group, out, depth + 1)),
            object @ Value::Object(_) => {
                let members = prop(
                    object,
                    &["itemListElement", "recipeIngredient", "ingredients"],
                );
                match members {
                    Some(members) => {
                        let name = self.text(object, &["name"]);
                        let group = name.as_deref().or(group);
                        self.collect_ingredients(members, group, out, depth + 1);
                    }
                    None => {
                        if let Some(line) = self.text(object, &["text", "name", "value"]) {
                            push(out, line);
                        }
                    }
                }
            }
            _ => {}
        }
    }

    /// `recipeInstructions` as flat steps plus the named sections over them; a section's name
    /// goes only to its group, never into the steps (CONTRACTS.md §2).
    fn instructions(&self, node: &Value) -> (Vec<String>, Vec<InstructionGroup>) {
        let mut steps = Vec::new();
        let mut groups = Vec::new();
        if let Some(value) = prop(node, &["recipeInstructions", "instructions", "step"]) {
            self.collect_steps(value, &mut steps, Some(&mut groups), 0);
        }
        // The whole method in one step: its steps may be numbered in it ("1. Heat… 2. Add…")
        // or glued (`"…tin.Snap the…"`).
        if let [only] = steps.as_slice() {
            steps = split_numbered_steps(only).unwrap_or_else(|| split_glued_sentences(only));
        }
        strip_step_numbers(&mut steps);
        (steps, groups)
    }

    /// Collects steps; `groups` is `Some` only outside a section, so sections never overlap.
    fn collect_steps(
        &self,
        value: &Value,
        steps: &mut Vec<String>,
        mut groups: Option<&mut Vec<InstructionGroup>>,
        depth: usize,
    ) {
        if depth > MAX_DEPTH {
            return;
        }
        let value = self.graph.resolve(value);
        match value {
            Value::String(s) => match embedded_json(s) {
                Some(json) => self.collect_steps(&json, steps, groups, depth + 1),
                // Only a lone string holds several steps; inside a list, line breaks are layout.
                None if depth == 0 => steps.extend(split_lines(s)),
                None => steps.extend(split_blocks(s)),
            },
            Value::Array(items) => {
                for item in items {
                    self.collect_steps(item, steps, groups.as_deref_mut(), depth + 1);
                }
            }
            // Tips are asides, not steps to follow.
            object @ Value::Object(_) if has_type(object, "HowToTip") => {}
            object @ Value::Object(_) if has_type(object, "HowToSection") => {
                let name = self.text(object, &["name"]);
                let start = steps.len();
                if let Some(members) = prop(object, &["itemListElement", "steps", "step"]) {
                    self.collect_steps(members, steps, None, depth + 1);
                }
                if let (Some(groups), Some(name)) = (groups, name)
                    && steps.len() > start
                {
                    groups.push(InstructionGroup {
                        name,
                        start,
                        end: steps.len(),
                    });
                }
            }
            object @ Value::Object(_) => {
                let name = self.text(object, &["name"]);
                if let Some(text) = prop(object, &["text", "description"]) {
                    let lines = match self.graph.resolve(text) {
                        Value::String(s) => split_blocks(s),
                        // One step's text in pieces ("text": ["Mix.", "Bake."]): all of it.
                        Value::Array(pieces) => {
                            let pieces: Vec<String> = pieces
                                .iter()
                                .filter_map(|piece| self.text_of(piece, depth + 1))
                                .collect();
                            vec![pieces.join(" ")]
                        }
                        other => self.text_of(other, depth + 1).into_iter().collect(),
                    };
                    let title = name.filter(|n| is_step_title(n, &lines.concat()));
                    let start = steps.len();
                    steps.extend(lines);
                    // A step's own title heads it as a group (CONTRACTS §2: headings go to
                    // `instructionGroups`); inside a section, whose name is the group, it
                    // stays a line of its own.
                    match (title, groups) {
                        (Some(title), Some(groups)) if steps.len() > start => {
                            groups.push(InstructionGroup {
                                name: title,
                                start,
                                end: steps.len(),
                            });
                        }
                        (Some(title), _) => steps.insert(start, title),
                        (None, _) => {}
                    }
                } else if let Some(members) = prop(object, &["itemListElement", "item"]) {
                    self.collect_steps(members, steps, groups, depth + 1);
                } else {
                    steps.extend(name);
                }
            }
            _ => {}
        }
    }

    /// NutritionInformation per serving; unknown values stay `None`, never 0.
    fn nutrition(&self, node: &Value) -> Option<Nutrition> {
        // Facts given as a list (`"nutrition": [{…}]`): the first is read.
        let facts = match self.graph.resolve(prop(node, &["nutrition"])?) {
            Value::Array(items) => self
                .graph
                .resolve(items.iter().find(|item| item.is_object())?),
            facts => facts,
        };
        let amount = |key: &str, unit: Mass| {
            let text = self.text(facts, &[key])?;
            mass_in(&text, unit)
        };
        let mut nutrition = Nutrition {
            calories: self
                .text(facts, &["calories"])
                .and_then(|t| energy_kcal(&t)),
            protein_g: amount("proteinContent", Mass::Gram),
            fat_g: amount("fatContent", Mass::Gram),
            carbs_g: amount("carbohydrateContent", Mass::Gram),
            fiber_g: amount("fiberContent", Mass::Gram),
            ..Nutrition::default()
        };
        if let Some(sodium) = amount("sodiumContent", Mass::Milligram) {
            nutrition.micronutrients.insert(Nutrient::SodiumMg, sodium);
        }
        (nutrition != Nutrition::default()).then_some(nutrition)
    }
}

/// An http(s) URL resolved against the page; fragments and other schemes are rejected. An
/// already absolute URL is kept as written (not re-encoded), as the page gave it.
pub fn absolute_url(raw: &str, page_url: Option<&Url>) -> Option<String> {
    let raw = clean_text(raw);
    if raw.is_empty() || raw.starts_with('#') {
        return None;
    }
    let is_web = |url: &Url| matches!(url.scheme(), "http" | "https");
    match Url::parse(&raw) {
        Ok(url) => is_web(&url).then_some(raw),
        Err(_) => page_url?.join(&raw).ok().filter(is_web).map(String::from),
    }
}

/// Share of items (after the first) that must start with a space for a list to count as one
/// string split at its commas.
const COMMA_SPLIT_SHARE: f64 = 0.8;

/// The lines of an ingredient list that a site built by splitting one string at every comma
/// (`["250 g pork", " in pieces", " 1", "5 tsp mustard", " Salt"]`): every item but the first
/// starts with the space that followed a comma. Pieces are joined back to the line before
/// when they continue it: inside an open parenthesis, the decimals of a number (`1` + `5 tsp`),
/// or a lowercase note after a line with a quantity. `None` for ordinary lists.
fn comma_split_lines(value: &Value) -> Option<Vec<String>> {
    let items: Vec<&str> = value
        .as_array()?
        .iter()
        .map(Value::as_str)
        .collect::<Option<_>>()?;
    let rest = items.get(1..).filter(|rest| rest.len() >= 3)?;
    let spaced = rest.iter().filter(|item| item.starts_with(' ')).count();
    if (spaced as f64) < COMMA_SPLIT_SHARE * rest.len() as f64 {
        return None;
    }
    let mut lines: Vec<String> = Vec::new();
    for item in items {
        let continues = lines.last().is_some_and(|line| {
            let open_parenthesis = line.matches('(').count() > line.matches(')').count();
            let decimals = item.starts_with(|c: char| c.is_ascii_digit())
                && line.ends_with(|c: char| c.is_ascii_digit());
            let note = item.starts_with(' ')
                && item[1..].starts_with(char::is_lowercase)
                && line.contains(|c: char| c.is_ascii_digit());
            open_parenthesis || decimals || note
        });
        match lines.last_mut() {
            Some(line) if continues => {
                line.push(',');
                line.push_str(item);
            }
            _ => lines.push(item.trim().to_owned()),
        }
    }
    Some(lines)
}

/// Fewest lines a lone ingredient string must hold to be read as a comma-separated list.
const MIN_COMMA_LISTED_LINES: usize = 3;

/// The lines of a whole ingredient list given as one comma-separated string ("125ml milk,
/// 1 tsp vinegar, 60ml oil"), as microdata `recipeIngredient` sometimes is: split only before
/// an amount, so a line's own notes ("1 onion, diced") stay with it. `None` for one line.
fn comma_listed_lines(text: &str) -> Option<Vec<String>> {
    let mut lines: Vec<String> = Vec::new();
    for piece in text.split(", ") {
        match lines.last_mut() {
            Some(line) if !starts_with_amount(piece) => {
                line.push_str(", ");
                line.push_str(piece);
            }
            _ => lines.push(piece.to_owned()),
        }
    }
    (lines.len() >= MIN_COMMA_LISTED_LINES).then_some(lines)
}

/// Whether a step's `name` is a title worth its own line ("Preheat the oven"): not a bare
/// enumeration label ("Step 1", "Etape 2", "3:") and not a repeat or truncation of the text.
fn is_step_title(name: &str, text: &str) -> bool {
    let words = name
        .split_whitespace()
        .filter(|w| w.chars().any(char::is_alphabetic));
    let is_label = name.chars().any(|c| c.is_ascii_digit()) && words.count() <= 1;
    let squeeze = |s: &str| s.chars().filter(|c| !c.is_whitespace()).collect::<String>();
    let text = squeeze(text);
    let title = squeeze(name.trim_end_matches(['.', '…']));
    !is_label && !text.starts_with(&title)
}

/// A string value that is itself JSON (`"[{\"@type\": \"HowToStep\", …}]"`), parsed.
fn embedded_json(text: &str) -> Option<Value> {
    let trimmed = text.trim();
    let looks_like_json = (trimmed.starts_with('[') && trimmed.ends_with(']'))
        || (trimmed.starts_with('{') && trimmed.ends_with('}'));
    looks_like_json
        .then(|| serde_json::from_str(trimmed).ok())
        .flatten()
        .filter(|v: &Value| v.is_array() || v.is_object())
}

/// A mass unit nutrition values are converted to.
#[derive(Clone, Copy)]
enum Mass {
    Gram,
    Milligram,
}

/// The first number of `text` in `target` units, reading a `mg`, `mcg`/`µg`, `kg` or `g`
/// suffix; a bare number is taken to be in `target` units already.
fn mass_in(text: &str, target: Mass) -> Option<f64> {
    let value = first_number(text)?;
    let lower = text.to_lowercase();
    let grams_per_unit = if lower.contains("mg") {
        0.001
    } else if lower.contains("mcg") || lower.contains("µg") || lower.contains("μg") {
        0.000_001
    } else if lower.contains("kg") {
        1000.0
    } else if lower.contains('g') {
        1.0
    } else {
        return Some(value);
    };
    let grams = value * grams_per_unit;
    Some(match target {
        Mass::Gram => grams,
        Mass::Milligram => grams * 1000.0,
    })
}

/// Calories from `"240 kcal"`, `"240 calories"` or `"1000 kJ"` (converted to kcal).
fn energy_kcal(text: &str) -> Option<f64> {
    let value = first_number(text)?;
    let lower = text.to_lowercase();
    let kilojoules = lower.contains("kj") && !lower.contains("cal");
    Some(if kilojoules {
        (value / 4.184).round()
    } else {
        value
    })
}

/// `GlutenFree` → `Gluten Free`.
fn split_camel_case(word: &str) -> String {
    let mut out = String::with_capacity(word.len() + 4);
    let mut previous_lower = false;
    for c in word.chars() {
        if c.is_uppercase() && previous_lower {
            out.push(' ');
        }
        previous_lower = c.is_lowercase();
        out.push(c);
    }
    out.trim().to_owned()
}
