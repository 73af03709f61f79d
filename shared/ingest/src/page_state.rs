//! Recipes held only in a web framework's page state: apps that render the recipe in the
//! browser ship it as data beside an empty shell, with neither JSON-LD nor microdata, e.g. an
//! Inertia.js `data-page` attribute, Next.js flight chunks (`self.__next_f.push([1,"…"])`),
//! `<script type="application/json">` (`__NEXT_DATA__`, Nuxt's flattened `__NUXT_DATA__`) or a
//! `window.__INITIAL_STATE__ = {…}` assignment. The pruning pass empties scripts and drops
//! `data-*` attributes, so this reads the raw page.
//!
//! Keys differ from app to app, so they are matched by meaning with a small vocabulary
//! (`ingredients`, `grouped_ingredients`, `preparationInstructions`, `amount`,
//! `displayUnitOfMeasurement` …), and only an object named like the page counts: state also
//! holds teasers and related recipes. The object found is rewritten as a schema.org
//! Recipe node and read by the JSON-LD reader, so it becomes the same draft JSON-LD makes.
//! Ingredient objects of amount, unit and name become the line the page prints from them.

use cookbook_domain::Recipe;
use serde_json::{Map, Value, json};
use url::Url;

use crate::jsonld::recipe_node::{Graph, MAX_DEPTH, read_recipe, title_words};

/// Keys of a recipe's name.
const NAME: &[&str] = &["name", "title", "headline"];
/// Keys of an ingredient list, or of a list of ingredient groups.
const INGREDIENTS: &[&str] = &[
    "ingredients",
    "ingredientgroups",
    "ingredientsections",
    "recipeingredient",
];
/// Keys of a method: steps, or groups of steps.
const STEPS: &[&str] = &[
    "instructions",
    "steps",
    "directions",
    "method",
    "instructiongroups",
    "preparation",
];
/// Keys of a group's heading.
const HEADING: &[&str] = &["title", "name", "heading", "header", "label"];
/// Keys of a step's text.
const STEP_TEXT: &[&str] = &[
    "text",
    "body",
    "instruction",
    "description",
    "content",
    "step",
    "instructions",
];
/// Keys of an ingredient line written out whole.
const LINE: &[&str] = &["text", "raw", "original", "display", "line"];
const AMOUNT: &[&str] = &["amount", "quantity", "qty"];
const UNIT: &[&str] = &["unit", "measurement", "measure", "uom"];
const INGREDIENT_NAME: &[&str] = &["name", "ingredient", "food", "product", "title"];
const PREFIX: &[&str] = &["prefix"];
const SUFFIX: &[&str] = &["suffix", "note", "notes", "comment"];
/// Keys of a time, with the schema.org property they stand for; matched at the key's start
/// (`preparationTimeInMinutes`). Numbers are minutes.
const TIMES: &[(&str, &[&str])] = &[
    ("prepTime", &["preptime", "preparationtime"]),
    ("cookTime", &["cooktime", "cookingtime"]),
    ("totalTime", &["totaltime"]),
];
const YIELD: &[&str] = &["servings", "yield", "portions", "servingsize", "serves"];

/// The recipe in the page state of `html` that the page's `titles` name: a title holds its
/// name, or its name holds a title ("Pork Bowl | with Beans" under the headline "Pork Bowl").
/// A name held whole beats one that goes on past the title (a teaser for "Apple Crumble Bars"
/// on the page of "Apple Crumble"), then more shared words; the first wins among equals.
pub(crate) fn recipe(html: &str, titles: &[String], page_url: &str) -> Option<Recipe> {
    let titles: Vec<Vec<String>> = titles.iter().map(|title| title_words(title)).collect();
    let within = |outer: &[String], inner: &[String]| {
        !inner.is_empty() && outer.windows(inner.len()).any(|run| run == inner)
    };
    let rank = |name: &str| {
        let name = title_words(name);
        titles
            .iter()
            .filter_map(|title| {
                let held = within(title, &name);
                (held || within(&name, title)).then_some((held, title.len().min(name.len())))
            })
            .max()
    };
    let mut best: Option<((bool, usize), Value)> = None;
    for root in state_roots(html) {
        let mut found = Vec::new();
        recipe_nodes(&root, &mut found, 0);
        for node in found {
            if let Some(rank) = node["name"].as_str().and_then(rank)
                && best.as_ref().is_none_or(|(best, _)| rank > *best)
            {
                best = Some((rank, node));
            }
        }
    }
    let (_, node) = best?;
    let base = Url::parse(page_url).ok();
    Some(read_recipe(&node, &Graph::default(), base.as_ref()).recipe)
}

/// The JSON values of the page's state, wherever the frameworks put it. Only text that names
/// ingredients is parsed: pages carry many other JSON blobs (settings, translations, ads).
fn state_roots(html: &str) -> Vec<Value> {
    let names_ingredients = |text: &str| text.contains("ngredient");
    let mut roots: Vec<Value> = attribute_values(html, "data-page")
        .filter(|value| names_ingredients(value))
        .filter_map(|value| serde_json::from_str(&html_escape::decode_html_entities(value)).ok())
        .collect();
    let mut flight = String::new();
    for (open_tag, body) in scripts(html) {
        if body.contains("__next_f") {
            flight_chunks(body, &mut flight);
        } else if names_ingredients(body) {
            let open_tag = open_tag.to_ascii_lowercase();
            if open_tag.contains("application/json") {
                let json = serde_json::from_str::<Value>(body.trim()).ok();
                roots.extend(match json {
                    Some(Value::Array(flat)) if open_tag.contains("__nuxt_data__") => {
                        let mut budget = NUXT_NODE_BUDGET;
                        Some(unflattened(&flat, 0, &mut budget, 0))
                    }
                    json => json,
                });
            } else {
                roots.extend(assigned_values(body));
            }
        }
    }
    // Flight records are `id:payload` lines; those holding JSON hold the component tree.
    roots.extend(flight.lines().filter_map(|line| {
        let (_, payload) = line.split_once(':')?;
        (payload.starts_with(['[', '{']) && names_ingredients(payload))
            .then(|| serde_json::from_str(payload).ok())
            .flatten()
    }));
    roots
}

/// How many values rebuilding one flattened payload may make: values it shares are rebuilt
/// wherever they are referenced, so a hostile payload could otherwise grow exponentially.
const NUXT_NODE_BUDGET: usize = 200_000;

/// The value at `index` of a payload flattened as Nuxt writes it (devalue): objects and arrays
/// hold the indices of their members, and `["Reactive", i]`-style wrappers stand for the value
/// at `i`. Negative indices are `undefined` and the like.
fn unflattened(flat: &[Value], index: usize, budget: &mut usize, depth: usize) -> Value {
    let Some(value) = flat
        .get(index)
        .filter(|_| depth <= MAX_DEPTH && *budget > 0)
    else {
        return Value::Null;
    };
    *budget -= 1;
    let member = |member: &Value, budget: &mut usize| match member.as_u64() {
        Some(at) => unflattened(
            flat,
            usize::try_from(at).unwrap_or(usize::MAX),
            budget,
            depth + 1,
        ),
        None => Value::Null,
    };
    match value {
        Value::Array(items) => match items.as_slice() {
            [Value::String(wrapper), inner]
                if matches!(
                    wrapper.as_str(),
                    "Reactive" | "ShallowReactive" | "Ref" | "ShallowRef"
                ) =>
            {
                member(inner, budget)
            }
            _ => items.iter().map(|item| member(item, budget)).collect(),
        },
        Value::Object(members) => Value::Object(
            members
                .iter()
                .map(|(key, item)| (key.clone(), member(item, budget)))
                .collect(),
        ),
        primitive => primitive.clone(),
    }
}

/// The values of every `name="…"` (or `'…'`) attribute, still HTML-escaped.
fn attribute_values<'h>(html: &'h str, name: &'h str) -> impl Iterator<Item = &'h str> + 'h {
    html.match_indices(name).filter_map(move |(at, _)| {
        let before = html[..at].chars().next_back()?;
        let rest = html[at + name.len()..].strip_prefix('=')?;
        let quote = rest.chars().next().filter(|q| matches!(q, '"' | '\''))?;
        let value = &rest[1..];
        let value = &value[..value.find(quote)?];
        before.is_ascii_whitespace().then_some(value)
    })
}

/// Each `<script>`'s start tag and content.
fn scripts(html: &str) -> impl Iterator<Item = (&str, &str)> {
    let mut rest = html;
    std::iter::from_fn(move || {
        loop {
            let start = find_ignore_case(rest, "<script")?;
            let tag = &rest[start..];
            let open_end = tag.find('>')? + 1;
            let body = &tag[open_end..];
            let end = find_ignore_case(body, "</script").unwrap_or(body.len());
            rest = &body[end..];
            if tag
                .as_bytes()
                .get(7)
                .is_some_and(|b| b.is_ascii_whitespace() || *b == b'>')
            {
                return Some((&tag[..open_end], &body[..end]));
            }
        }
    })
}

/// Where `tag` (starting with `<`) first occurs in `haystack`, in any case.
fn find_ignore_case(haystack: &str, tag: &str) -> Option<usize> {
    haystack.match_indices('<').map(|(at, _)| at).find(|&at| {
        haystack
            .as_bytes()
            .get(at..at + tag.len())
            .is_some_and(|found| found.eq_ignore_ascii_case(tag.as_bytes()))
    })
}

/// Appends the strings of a script's `self.__next_f.push([1, "…"])` calls to `flight`.
fn flight_chunks(body: &str, flight: &mut String) {
    for (at, call) in body.match_indices(".push(") {
        let Some(Ok(Value::Array(args))) = first_value(&body[at + call.len()..]) else {
            continue;
        };
        if let [Value::Number(kind), Value::String(chunk)] = args.as_slice()
            && kind.as_u64() == Some(1)
        {
            flight.push_str(chunk);
        }
    }
}

/// The values a script assigns to framework globals: `window.__INITIAL_STATE__ = {…}`,
/// `__PRELOADED_STATE__ = JSON.parse("…")`.
fn assigned_values(body: &str) -> Vec<Value> {
    body.match_indices("__")
        .filter_map(|(at, _)| {
            let before = &body[..at];
            let name_start = before.len()
                - before
                    .chars()
                    .rev()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .count();
            let name = &body[name_start..at];
            if !name.starts_with("__") || name.len() < 3 {
                return None;
            }
            let value = body[at + 2..].trim_start().strip_prefix('=')?;
            if value.starts_with('=') {
                return None;
            }
            let value = value.trim_start();
            match value.strip_prefix("JSON.parse(") {
                Some(literal) => match first_value(literal)? {
                    Ok(Value::String(json)) => serde_json::from_str(&json).ok(),
                    _ => None,
                },
                None if value.starts_with(['{', '[']) => first_value(value)?.ok(),
                None => None,
            }
        })
        .collect()
}

/// The JSON value at the start of `text`, which may go on after it.
fn first_value(text: &str) -> Option<serde_json::Result<Value>> {
    serde_json::Deserializer::from_str(text)
        .into_iter::<Value>()
        .next()
}

/// Collects, as schema.org Recipe nodes, the objects under `value` that have a name, an
/// ingredient list and steps.
fn recipe_nodes(value: &Value, found: &mut Vec<Value>, depth: usize) {
    if depth > MAX_DEPTH {
        return;
    }
    match value {
        Value::Array(items) => items
            .iter()
            .for_each(|item| recipe_nodes(item, found, depth + 1)),
        Value::Object(object) => match recipe_node(object) {
            Some(node) => found.push(node),
            None => object
                .values()
                .for_each(|member| recipe_nodes(member, found, depth + 1)),
        },
        _ => {}
    }
}

/// `object` as a schema.org Recipe node, when it is a recipe.
fn recipe_node(object: &Map<String, Value>) -> Option<Value> {
    let ingredients = key(object, INGREDIENTS)?;
    let name = key(object, NAME)?.as_str()?;
    let ingredients = ingredient_lines(ingredients, 0);
    let steps = match key(object, STEPS)? {
        text @ Value::String(_) => text.clone(),
        list => steps(list, 0),
    };
    if ingredients.is_empty() || steps.as_array().is_some_and(Vec::is_empty) {
        return None;
    }
    let mut node = json!({
        "@type": "Recipe",
        "name": name,
        "recipeIngredient": ingredients,
        "recipeInstructions": steps,
    });
    for (property, keys) in TIMES {
        let time = object.iter().find_map(|(k, v)| {
            let k = k
                .to_ascii_lowercase()
                .replace(|c: char| !c.is_alphanumeric(), "");
            keys.iter().any(|key| k.starts_with(key)).then_some(v)
        });
        if let Some(time @ (Value::Number(_) | Value::String(_))) = time {
            node[*property] = time.clone();
        }
    }
    for (property, keys) in [("recipeYield", YIELD), ("description", &["description"])] {
        if let Some(value @ (Value::Number(_) | Value::String(_))) = key(object, keys) {
            node[property] = value.clone();
        }
    }
    Some(node)
}

/// The value of the first of `words` that names one of `object`'s keys (lowercase, without
/// separators): the word itself, else a key ending in it (`grouped_ingredients`). Empty
/// values do not count.
fn key<'v>(object: &'v Map<String, Value>, words: &[&str]) -> Option<&'v Value> {
    let usable = |value: &&Value| match value {
        Value::Null => false,
        Value::String(s) => !s.trim().is_empty(),
        Value::Array(items) => !items.is_empty(),
        _ => true,
    };
    [true, false].into_iter().find_map(|exact| {
        words.iter().find_map(|word| {
            object
                .iter()
                .find(|(key, value)| means(key, word, exact) && usable(value))
                .map(|(_, value)| value)
        })
    })
}

/// Whether `key`, lowercase and without separators, is `word` (`exact`) or ends in it. Every
/// object of a page's state is asked, so nothing is allocated.
fn means(key: &str, word: &str, exact: bool) -> bool {
    let mut letters = key
        .bytes()
        .rev()
        .filter(u8::is_ascii_alphanumeric)
        .map(|b| b.to_ascii_lowercase());
    word.bytes().rev().all(|b| letters.next() == Some(b)) && (!exact || letters.next().is_none())
}

/// An ingredient list as `recipeIngredient` items: lines, and named groups of lines.
fn ingredient_lines(value: &Value, depth: usize) -> Vec<Value> {
    let Some(items) = value.as_array().filter(|_| depth <= MAX_DEPTH) else {
        return Vec::new();
    };
    items
        .iter()
        .filter_map(|item| match item {
            Value::String(line) => Some(Value::String(line.clone())),
            Value::Object(object) => match key(object, INGREDIENTS).filter(|v| v.is_array()) {
                Some(members) => {
                    let lines = ingredient_lines(members, depth + 1);
                    let name = key(object, HEADING).and_then(Value::as_str);
                    Some(json!({"name": name, "itemListElement": lines}))
                }
                None => ingredient_line(object).map(Value::String),
            },
            _ => None,
        })
        .collect()
}

/// An ingredient object as the line the page prints: its text, or its amount, unit, name (with
/// the words before it, "kogt") and note in that order.
fn ingredient_line(object: &Map<String, Value>) -> Option<String> {
    if let Some(line) = key(object, LINE).and_then(Value::as_str) {
        return Some(line.to_owned());
    }
    let amount = key(object, AMOUNT).and_then(amount_text);
    let plural = amount.as_deref().is_some_and(|amount| amount != "1");
    let name = label(key(object, INGREDIENT_NAME)?, plural)?;
    let parts = [
        amount,
        key(object, UNIT).and_then(|v| label(v, plural)),
        key(object, PREFIX).and_then(|v| label(v, plural)),
        Some(name),
        key(object, SUFFIX).and_then(|v| label(v, plural)),
    ];
    Some(parts.into_iter().flatten().collect::<Vec<_>>().join(" "))
}

/// An amount as the page prints it: a string as it is, a number without a needless fraction
/// (3, 0.5), at most three decimals.
fn amount_text(value: &Value) -> Option<String> {
    match value {
        Value::String(text) => Some(text.trim().to_owned()).filter(|t| !t.is_empty()),
        Value::Number(number) => {
            let rounded = format!("{:.3}", number.as_f64()?);
            Some(
                rounded
                    .trim_end_matches('0')
                    .trim_end_matches('.')
                    .to_owned(),
            )
        }
        _ => None,
    }
}

/// A word for a unit or an ingredient: a string, or an object's plural or singular form, or its
/// name.
fn label(value: &Value, plural: bool) -> Option<String> {
    let text = match value {
        Value::String(text) => text.as_str(),
        Value::Object(object) => {
            let forms: &[&str] = if plural {
                &["plural", "singular", "name", "abbreviation"]
            } else {
                &["singular", "name", "abbreviation"]
            };
            key(object, forms)?.as_str()?
        }
        _ => return None,
    };
    Some(text.trim().to_owned()).filter(|t| !t.is_empty())
}

/// A method as `recipeInstructions`: steps (strings) and sections of steps.
fn steps(value: &Value, depth: usize) -> Value {
    let Some(items) = value.as_array().filter(|_| depth <= MAX_DEPTH) else {
        return Value::Array(Vec::new());
    };
    items
        .iter()
        .filter_map(|item| match item {
            Value::String(step) => Some(Value::String(step.clone())),
            Value::Object(object) => match key(object, STEPS).filter(|v| v.is_array()) {
                Some(members) => Some(json!({
                    "@type": "HowToSection",
                    "name": key(object, HEADING),
                    "itemListElement": steps(members, depth + 1),
                })),
                None => key(object, STEP_TEXT)
                    .filter(|text| text.is_string())
                    .cloned(),
            },
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const URL: &str = "https://app.example/r/stew";

    fn lines(recipe: &Recipe) -> Vec<&str> {
        recipe.ingredients.iter().map(|i| i.text.as_str()).collect()
    }

    fn titles(title: &str) -> Vec<String> {
        vec![title.to_owned()]
    }

    const STEW: &str = r#"{"recipe": {"title": "Bean Stew", "ingredients": ["1 can beans",
        "1 onion"], "steps": [{"text": "Fry the onion."}, {"text": "Add the beans."}]}}"#;

    #[test]
    fn framework_globals_are_read_from_assignments_and_json_parse() {
        let assigned = format!("<script>window.__INITIAL_STATE__ = {STEW};</script>");
        let escaped = serde_json::to_string(STEW).expect("a JSON string");
        let parsed = format!("<script>window.__PRELOADED_STATE__=JSON.parse({escaped})</script>");
        for page in [assigned, parsed] {
            let recipe = recipe(&page, &titles("Bean Stew | Pots"), URL).expect("a recipe");
            assert_eq!(lines(&recipe), ["1 can beans", "1 onion"], "{page}");
            assert_eq!(recipe.instructions, ["Fry the onion.", "Add the beans."]);
        }
        // A comparison is no assignment.
        let compared = format!("<script>if (window.__STATE__ == {STEW}) {{}}</script>");
        assert_eq!(recipe(&compared, &titles("Bean Stew"), URL), None);
        // A name right after a character of several bytes.
        let accented = format!("<script>é__STATE__ = {STEW}</script>");
        assert!(recipe(&accented, &titles("Bean Stew"), URL).is_some());
    }

    #[test]
    fn only_a_recipe_named_like_the_page_counts() {
        let page = format!("<script type=\"application/json\">{STEW}</script>");
        assert_eq!(recipe(&page, &titles("Lentil Soup"), URL), None);
        assert!(recipe(&page, &titles("Bean Stew"), URL).is_some());
        // The name may go on past the headline.
        assert!(recipe(&page, &titles("Bean"), URL).is_some());
    }

    #[test]
    fn ingredient_objects_become_the_printed_line() {
        let page = r#"<div data-page='{"recipe": {"name": "Bean Stew", "ingredient_groups": [
            {"name": "Base", "items": [], "ingredients": [
            {"quantity": 2, "unit": {"singular": "can", "plural": "cans"},
             "unit_id": 4, "unit_inflection": "default", "food": "beans", "note": "drained"},
            {"quantity": 0.333333, "unit": "cup", "name": "stock"},
            {"quantity": null, "name": "salt"},
            {"original": "1 onion (about 150 g)", "name": "onion"}]}],
            "directions": "Cook everything."}}'></div>"#;
        let recipe = recipe(page, &titles("Bean Stew"), URL).expect("a recipe");
        assert_eq!(
            lines(&recipe),
            [
                "2 cans beans drained",
                "0.333 cup stock",
                "salt",
                "1 onion (about 150 g)"
            ]
        );
        assert!(
            recipe
                .ingredients
                .iter()
                .all(|line| line.group.as_deref() == Some("Base"))
        );
        assert_eq!(recipe.instructions, ["Cook everything."]);
    }

    #[test]
    fn a_flattened_nuxt_payload_is_rebuilt() {
        // `{"data": {"recipe": STEW's recipe}}` as devalue writes it, wrappers included.
        let flat = r#"[["ShallowReactive",1],{"data":2},["Reactive",3],{"recipe":4},
            {"title":5,"ingredients":6,"steps":9},"Bean Stew",[7,8],"1 can beans","1 onion",
            [10],{"text":11},"Fry the onion."]"#;
        let page =
            format!("<script type=\"application/json\" id=\"__NUXT_DATA__\">{flat}</script>");
        let stew = recipe(&page, &titles("Bean Stew"), URL).expect("a recipe");
        assert_eq!(lines(&stew), ["1 can beans", "1 onion"]);
        assert_eq!(stew.instructions, ["Fry the onion."]);
        // A payload referring to itself ends at the depth limit.
        let looped = "<script type=\"application/json\" id=\"__NUXT_DATA__\">\
            [{\"ingredients\":0}]</script>";
        assert_eq!(recipe(looped, &titles("Bean Stew"), URL), None);
    }

    #[test]
    fn hostile_state_gives_none() {
        for page in [
            "<script>window.__X__ = {</script>",
            "<div data-page=\"{&quot;a&quot;:\">",
            "<script>self.__next_f.push([1,\"0:[unclosed\"])</script>",
            "<script",
            "__A__=",
        ] {
            assert_eq!(recipe(page, &titles("Bean Stew"), URL), None, "{page}");
        }
        let deep = format!(
            "<script type=\"application/json\">{}</script>",
            "[".repeat(500)
        );
        assert_eq!(recipe(&deep, &titles("Bean Stew"), URL), None);
    }
}
