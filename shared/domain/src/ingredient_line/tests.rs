//! Table tests of the ingredient-line parser, one line per feature, and a no-panic property.

use proptest::prelude::*;

use super::parse_ingredient_line;
use crate::Unit;

/// What a line should parse to; `None` in an `Option<&str>` field means "absent".
struct Expected {
    line: &'static str,
    quantity: Option<f64>,
    quantity_max: Option<f64>,
    unit: Option<Unit>,
    name: &'static str,
    size: Option<&'static str>,
    preparation: Option<&'static str>,
    notes: Option<&'static str>,
    is_to_taste: bool,
}

/// A line with only quantity, unit and name given; the rest defaults to absent.
const fn line(
    line: &'static str,
    quantity: Option<f64>,
    unit: Option<Unit>,
    name: &'static str,
) -> Expected {
    Expected {
        line,
        quantity,
        quantity_max: None,
        unit,
        name,
        size: None,
        preparation: None,
        notes: None,
        is_to_taste: false,
    }
}

fn table() -> Vec<Expected> {
    use Unit::*;
    vec![
        // Quantities: integers, decimals, decimal commas, fractions, mixed and unicode.
        line("2 cups flour", Some(2.0), Some(Cup), "flour"),
        line("0.5 c heavy cream", Some(0.5), Some(Cup), "heavy cream"),
        line("1,5 kg potatoes", Some(1.5), Some(Kilogram), "potatoes"),
        line("1,000 g water", Some(1000.0), Some(Gram), "water"),
        line(
            "1/2 teaspoon baking soda",
            Some(0.5),
            Some(Teaspoon),
            "baking soda",
        ),
        line("1 1/2 tbsp sugar", Some(1.5), Some(Tablespoon), "sugar"),
        line("¼ tsp sesame oil", Some(0.25), Some(Teaspoon), "sesame oil"),
        line("1½ cups milk", Some(1.5), Some(Cup), "milk"),
        line(
            "1 ½ tbsp kosher salt",
            Some(1.5),
            Some(Tablespoon),
            "kosher salt",
        ),
        // Ranges.
        Expected {
            quantity_max: Some(3.0),
            ..line("2-3 cloves garlic", Some(2.0), Some(Clove), "garlic")
        },
        Expected {
            quantity_max: Some(3.0),
            ..line(
                "2–3 tbsp olive oil",
                Some(2.0),
                Some(Tablespoon),
                "olive oil",
            )
        },
        Expected {
            quantity_max: Some(4.0),
            ..line("3 to 4 ounces arugula", Some(3.0), Some(Ounce), "arugula")
        },
        Expected {
            quantity_max: Some(4.0),
            ..line("3 or 4 thyme sprigs", Some(3.0), Some(Sprig), "thyme")
        },
        // Alternatives: the first quantity and unit win, the rest is a note.
        Expected {
            notes: Some("5oz"),
            preparation: Some("shelled"),
            ..line(
                "150g/5oz shelled pistachios",
                Some(150.0),
                Some(Gram),
                "pistachios",
            )
        },
        Expected {
            notes: Some("240 ml"),
            ..line(
                "1 cup (240 ml) whole milk",
                Some(1.0),
                Some(Cup),
                "whole milk",
            )
        },
        Expected {
            notes: Some("6fl oz"),
            ..line(
                "175ml/6fl oz custard",
                Some(175.0),
                Some(Millilitre),
                "custard",
            )
        },
        // Number words.
        line("one onion", Some(1.0), None, "onion"),
        line("a pinch of salt", Some(1.0), Some(Pinch), "salt"),
        line("half a lemon", Some(0.5), None, "lemon"),
        line("a little oil", None, None, "a little oil"),
        // Unit spellings.
        line(
            "3 Tablespoons butter",
            Some(3.0),
            Some(Tablespoon),
            "butter",
        ),
        line("1 T honey", Some(1.0), Some(Tablespoon), "honey"),
        line(
            "1 t vanilla extract",
            Some(1.0),
            Some(Teaspoon),
            "vanilla extract",
        ),
        line("2 c. sugar", Some(2.0), Some(Cup), "sugar"),
        line("8 oz. cream cheese", Some(8.0), Some(Ounce), "cream cheese"),
        line("2 lbs ground beef", Some(2.0), Some(Pound), "ground beef"),
        line("500 grams pasta", Some(500.0), Some(Gram), "pasta"),
        line("25gr butter", Some(25.0), Some(Gram), "butter"),
        line(
            "250 millilitres stock",
            Some(250.0),
            Some(Millilitre),
            "stock",
        ),
        line("2 fluid ounces rum", Some(2.0), Some(FluidOunce), "rum"),
        line("1 tin chickpeas", Some(1.0), Some(Can), "chickpeas"),
        line("2 pkg yeast", Some(2.0), Some(Package), "yeast"),
        line("1 head garlic", Some(1.0), Some(Head), "garlic"),
        line("2 stalks celery", Some(2.0), Some(Stalk), "celery"),
        line("3 garlic cloves", Some(3.0), Some(Clove), "garlic"),
        line("1 cinnamon stick", Some(1.0), None, "cinnamon stick"),
        // A unit without a canonical name stays out of `unit`.
        Expected {
            notes: Some("cl"),
            ..line("4 cl gin", Some(4.0), None, "gin")
        },
        // Parenthetical and hyphenated sizes of counted containers.
        Expected {
            size: Some("14 oz"),
            ..line("2 (14 oz) cans tomatoes", Some(2.0), Some(Can), "tomatoes")
        },
        Expected {
            size: Some("14-oz"),
            ..line(
                "1 14-oz can coconut milk",
                Some(1.0),
                Some(Can),
                "coconut milk",
            )
        },
        // Size words.
        Expected {
            size: Some("large"),
            preparation: Some("peeled and shredded"),
            ..line(
                "1 large unripe papaya, peeled and shredded",
                Some(1.0),
                None,
                "unripe papaya",
            )
        },
        // Preparation after a comma and before the name.
        Expected {
            preparation: Some("finely diced"),
            ..line("2 onions, finely diced", Some(2.0), None, "onions")
        },
        Expected {
            preparation: Some("chopped"),
            ..line(
                "2 tbsp chopped fresh parsley",
                Some(2.0),
                Some(Tablespoon),
                "fresh parsley",
            )
        },
        Expected {
            preparation: Some("at room temperature"),
            size: Some("large"),
            ..line("4 large eggs, at room temperature", Some(4.0), None, "eggs")
        },
        Expected {
            quantity_max: Some(15.0),
            size: Some("medium to large"),
            ..line(
                "10 to 15 medium to large fresh mint leaves",
                Some(10.0),
                None,
                "fresh mint leaves",
            )
        },
        Expected {
            preparation: Some("cut into chunks"),
            ..line(
                "100 g cold, unsalted butter, cut into chunks",
                Some(100.0),
                Some(Gram),
                "cold unsalted butter",
            )
        },
        Expected {
            notes: Some("1¾"),
            ..line(
                "50g/1¾ unsalted butter",
                Some(50.0),
                Some(Gram),
                "unsalted butter",
            )
        },
        Expected {
            notes: Some("1lb; and 5¼oz"),
            ..line(
                "600g/1lb and 5¼oz plain flour",
                Some(600.0),
                Some(Gram),
                "plain flour",
            )
        },
        Expected {
            preparation: Some("toasted and ground"),
            ..line(
                "1½ tablespoons toasted and ground cumin seeds",
                Some(1.5),
                Some(Tablespoon),
                "cumin seeds",
            )
        },
        Expected {
            preparation: Some("peeled, cored, and diced"),
            ..line(
                "½ cup peeled, cored, and diced Granny Smith apples",
                Some(0.5),
                Some(Cup),
                "Granny Smith apples",
            )
        },
        Expected {
            preparation: Some("finely and freshly grated"),
            ..line(
                "1 cup finely and freshly grated Parmesan cheese",
                Some(1.0),
                Some(Cup),
                "Parmesan cheese",
            )
        },
        // Notes: "such as", optional, parentheticals.
        Expected {
            notes: Some("such as King Edward"),
            size: Some("large"),
            ..line(
                "1 large floury potato, such as King Edward",
                Some(1.0),
                None,
                "floury potato",
            )
        },
        Expected {
            notes: Some("optional"),
            ..line(
                "6 tablespoons chive oil (optional)",
                Some(6.0),
                Some(Tablespoon),
                "chive oil",
            )
        },
        // To taste and serving purposes.
        Expected {
            notes: Some("to taste"),
            is_to_taste: true,
            ..line("salt and pepper, to taste", None, None, "salt and pepper")
        },
        Expected {
            notes: Some("for serving"),
            is_to_taste: true,
            ..line("lemon wedges, for serving", None, None, "lemon wedges")
        },
        Expected {
            notes: Some("as needed"),
            is_to_taste: true,
            ..line("olive oil as needed", None, None, "olive oil")
        },
        Expected {
            notes: Some("to taste"),
            preparation: Some("freshly ground"),
            is_to_taste: true,
            ..line(
                "Salt and freshly ground black pepper, to taste",
                None,
                None,
                "Salt and black pepper",
            )
        },
        // Amounts written elsewhere: multiplied, after a part, after the name.
        Expected {
            notes: Some("1 x; 14oz"),
            preparation: Some("drained"),
            ..line(
                "1 x 400g/14oz can chickpeas, drained",
                Some(400.0),
                Some(Gram),
                "chickpeas",
            )
        },
        Expected {
            notes: Some("juice"),
            ..line("juice of 1/2 lemon", Some(0.5), None, "lemon")
        },
        line("Salt, 1 teaspoon", Some(1.0), Some(Teaspoon), "Salt"),
        // Brackets closed before the amount leave it outside them.
        Expected {
            size: Some("large"),
            ..line("Egg whites (large), 5", Some(5.0), None, "Egg whites")
        },
        // Several parts of the name separated by commas.
        line(
            "2 tsp potato starch, tapioca starch, or cornstarch",
            Some(2.0),
            Some(Teaspoon),
            "potato starch tapioca starch or cornstarch",
        ),
        // French, German, Spanish and Italian units; the article after the unit is dropped.
        line(
            "2 c. à soupe de sucre",
            Some(2.0),
            Some(Tablespoon),
            "sucre",
        ),
        line(
            "1 cuillère(s) à café d'huile",
            Some(1.0),
            Some(Teaspoon),
            "huile",
        ),
        line(
            "3 cuillères à soupe de crème",
            Some(3.0),
            Some(Tablespoon),
            "crème",
        ),
        line("1 pincée de sel", Some(1.0), Some(Pinch), "sel"),
        line("2 EL Olivenöl", Some(2.0), Some(Tablespoon), "Olivenöl"),
        line("1 TL Zucker", Some(1.0), Some(Teaspoon), "Zucker"),
        line("1 Prise Salz", Some(1.0), Some(Pinch), "Salz"),
        line("2 Zehe(n) Knoblauch", Some(2.0), Some(Clove), "Knoblauch"),
        line(
            "2 cucharadas de aceite",
            Some(2.0),
            Some(Tablespoon),
            "aceite",
        ),
        line("1 cucharadita de sal", Some(1.0), Some(Teaspoon), "sal"),
        line("1 pizca de pimienta", Some(1.0), Some(Pinch), "pimienta"),
        line("3 dientes de ajo", Some(3.0), Some(Clove), "ajo"),
        line("2 cucchiai di olio", Some(2.0), Some(Tablespoon), "olio"),
        line("1 cucchiaino di sale", Some(1.0), Some(Teaspoon), "sale"),
        line("1 pizzico di pepe", Some(1.0), Some(Pinch), "pepe"),
        line("2 spicchi d'aglio", Some(2.0), Some(Clove), "aglio"),
        Expected {
            notes: Some("q.b"),
            is_to_taste: true,
            ..line("sale q.b.", None, None, "sale")
        },
        // A number inside brackets after the name is not the amount.
        Expected {
            notes: Some("as many as you can find - 1lb will make a bottle"),
            ..line(
                "Sloes (as many as you can find - 1lb will make a bottle)",
                None,
                None,
                "Sloes",
            )
        },
        // An amount after "plus" is extra to an unstated one, left to the cook.
        Expected {
            notes: Some("for frying; plus 1 tbsp"),
            is_to_taste: true,
            ..line(
                "vegetable oil, for frying, plus 1 tbsp",
                None,
                None,
                "vegetable oil",
            )
        },
        // Without a unit before it, an elided "d'" stays in the name.
        line("2 d'Anjou pears", Some(2.0), None, "d'Anjou pears"),
        // A lone "c." is still a cup.
        line("1 c. milk", Some(1.0), Some(Cup), "milk"),
        // English abbreviations: packets, grams, pounds and fluid ounces with full stops.
        line("2 pkt dried yeast", Some(2.0), Some(Packet), "dried yeast"),
        line(
            "1 sachet instant yeast",
            Some(1.0),
            Some(Packet),
            "instant yeast",
        ),
        line("3 envelopes gelatin", Some(3.0), Some(Packet), "gelatin"),
        line("30 grms butter", Some(30.0), Some(Gram), "butter"),
        line("3 lbs. chuck roast", Some(3.0), Some(Pound), "chuck roast"),
        line(
            "6 fl. oz orange juice",
            Some(6.0),
            Some(FluidOunce),
            "orange juice",
        ),
        line("2 tbs honey", Some(2.0), Some(Tablespoon), "honey"),
        // A measure added with "+" is a note beside the first one.
        Expected {
            notes: Some("+ 2 tsp"),
            ..line("1 tbsp + 2 tsp cocoa", Some(1.0), Some(Tablespoon), "cocoa")
        },
        // Gelatine counts in leaves; a herb's leaves are the herb.
        line("5 gelatin leaves", Some(5.0), Some(Leaf), "gelatin"),
        line("10 mint leaves", Some(10.0), None, "mint leaves"),
        // Sizes that are not units, and counted tins multiplied out.
        Expected {
            size: Some("8-inch"),
            ..line(
                "4 8-inch flour tortillas",
                Some(4.0),
                None,
                "flour tortillas",
            )
        },
        Expected {
            notes: Some("3 x"),
            ..line(
                "3 x 200g tins sweetcorn",
                Some(600.0),
                Some(Gram),
                "sweetcorn",
            )
        },
        // French abbreviations without "à", and "cuil.".
        line("2 c.s. de miel", Some(2.0), Some(Tablespoon), "miel"),
        line("1 c.c. de cannelle", Some(1.0), Some(Teaspoon), "cannelle"),
        line(
            "2 càs d'huile d'olive",
            Some(2.0),
            Some(Tablespoon),
            "huile d'olive",
        ),
        line("1 cuil. à café de sel", Some(1.0), Some(Teaspoon), "sel"),
        // Count units and cups of other languages; the article after the unit is dropped.
        line("3 tranches de pain", Some(3.0), Some(Slice), "pain"),
        line(
            "1 boîte de pois chiches",
            Some(1.0),
            Some(Can),
            "pois chiches",
        ),
        line(
            "1 sachet de sucre vanillé",
            Some(1.0),
            Some(Packet),
            "sucre vanillé",
        ),
        line("2 Tassen Milch", Some(2.0), Some(Cup), "Milch"),
        line(
            "1 Bund Schnittlauch",
            Some(1.0),
            Some(Bunch),
            "Schnittlauch",
        ),
        line("1 Pck. Backpulver", Some(1.0), Some(Packet), "Backpulver"),
        line("6 Blatt Gelatine", Some(6.0), Some(Leaf), "Gelatine"),
        line("2 cdas de azúcar", Some(2.0), Some(Tablespoon), "azúcar"),
        line("½ cdta de comino", Some(0.5), Some(Teaspoon), "comino"),
        line("1 taza de arroz", Some(1.0), Some(Cup), "arroz"),
        line("1 lata de maíz", Some(1.0), Some(Can), "maíz"),
        line(
            "4 fette di prosciutto",
            Some(4.0),
            Some(Slice),
            "prosciutto",
        ),
        line("1 mazzetto di basilico", Some(1.0), Some(Bunch), "basilico"),
        // A container after a measure: a note, or the unit when the count is dashed off.
        Expected {
            notes: Some("bag"),
            ..line(
                "10 ounce bag frozen peas",
                Some(10.0),
                Some(Ounce),
                "frozen peas",
            )
        },
        Expected {
            notes: Some("can"),
            ..line(
                "14 oz can pinto beans",
                Some(14.0),
                Some(Ounce),
                "pinto beans",
            )
        },
        Expected {
            size: Some("16 oz"),
            ..line("3 - 16 oz jars salsa", Some(3.0), Some(Jar), "salsa")
        },
        // Count words without a canonical unit are notes, and only after a count; a celery rib
        // is a stalk; whole cloves are the spice.
        Expected {
            notes: Some("ears"),
            ..line("3 ears sweetcorn", Some(3.0), None, "sweetcorn")
        },
        Expected {
            notes: Some("glass"),
            ..line("1 glass of white wine", Some(1.0), None, "white wine")
        },
        Expected {
            preparation: Some("soaked"),
            ..line("glass noodles, soaked", None, None, "glass noodles")
        },
        line("2 ribs celery", Some(2.0), Some(Stalk), "celery"),
        line("3 celery ribs", Some(3.0), Some(Stalk), "celery"),
        line("4 pork spare ribs", Some(4.0), None, "pork spare ribs"),
        line("4 whole cloves", Some(4.0), None, "whole cloves"),
        // Words after the name: a trailing metric measure, "or to taste", "or more", "and
        // extra for …", "about 2kg" and the state the ingredient is used in are not the name.
        Expected {
            notes: Some("45 mL"),
            ..line(
                "3 tbsp ketchup 45 mL",
                Some(3.0),
                Some(Tablespoon),
                "ketchup",
            )
        },
        Expected {
            notes: Some("or to taste"),
            is_to_taste: true,
            ..line(
                "½ tsp chilli flakes or to taste",
                Some(0.5),
                Some(Teaspoon),
                "chilli flakes",
            )
        },
        Expected {
            notes: Some("or to taste"),
            is_to_taste: true,
            ..line(
                "1 tsp pepper, or to taste",
                Some(1.0),
                Some(Teaspoon),
                "pepper",
            )
        },
        Expected {
            notes: Some("or more if you like"),
            ..line(
                "2 tbsp honey, or more if you like",
                Some(2.0),
                Some(Tablespoon),
                "honey",
            )
        },
        Expected {
            notes: Some("and extra for the tin"),
            ..line(
                "100g butter, and extra for the tin",
                Some(100.0),
                Some(Gram),
                "butter",
            )
        },
        Expected {
            notes: Some("about 1.2kg"),
            preparation: Some("gutted"),
            ..line(
                "1 whole trout about 1.2kg, gutted",
                Some(1.0),
                None,
                "whole trout",
            )
        },
        Expected {
            preparation: Some("fresh or frozen"),
            ..line(
                "1 cup raspberries, fresh or frozen",
                Some(1.0),
                Some(Cup),
                "raspberries",
            )
        },
        Expected {
            preparation: Some("bone in"),
            ..line(
                "4 chicken thighs, bone in",
                Some(4.0),
                None,
                "chicken thighs",
            )
        },
        Expected {
            preparation: Some("without skin"),
            ..line(
                "2 trout fillets, without skin",
                Some(2.0),
                None,
                "trout fillets",
            )
        },
        // "extra large" without its hyphen is a size; a recipe, a ball and a knob are counted.
        Expected {
            size: Some("extra large"),
            ..line("6 extra large eggs", Some(6.0), None, "eggs")
        },
        Expected {
            notes: Some("recipe"),
            ..line(
                "1 recipe shortcrust pastry",
                Some(1.0),
                None,
                "shortcrust pastry",
            )
        },
        Expected {
            notes: Some("ball"),
            ..line("1 ball burrata", Some(1.0), None, "burrata")
        },
        Expected {
            size: Some("3 inch knob"),
            ..line("3 inch knob ginger", Some(3.0), None, "ginger")
        },
        Expected {
            size: Some("6-inch"),
            ..line("6-inch corn tortillas", Some(6.0), None, "corn tortillas")
        },
        // Alone, a foreign unit word starts a name.
        line("tête de moine", None, None, "tête de moine"),
        // The article also follows a unit without a canonical name.
        Expected {
            notes: Some("cl"),
            ..line("3 cl de rhum", Some(3.0), None, "rhum")
        },
    ]
}

#[test]
fn parses_each_feature_of_the_table() {
    let mut failures = Vec::new();
    for expected in table() {
        let parsed = parse_ingredient_line(expected.line);
        let actual = (
            parsed.quantity,
            parsed.quantity_max,
            parsed.unit,
            parsed.name.as_str(),
            parsed.size.as_deref(),
            parsed.preparation.as_deref(),
            parsed.notes.as_deref(),
            parsed.is_to_taste,
        );
        let wanted = (
            expected.quantity,
            expected.quantity_max,
            expected.unit,
            expected.name,
            expected.size,
            expected.preparation,
            expected.notes,
            expected.is_to_taste,
        );
        if actual != wanted {
            failures.push(format!(
                "{:?}\n   got  {actual:?}\n   want {wanted:?}",
                expected.line
            ));
        }
        assert_eq!(parsed.text, expected.line);
        assert!((0.0..=1.0).contains(&parsed.confidence));
        assert_eq!(parsed.group, None);
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn unreadable_lines_keep_the_whole_text_as_name_with_low_confidence() {
    for text in ["2 cups", "½", "(optional)", "12345678901234567890 g"] {
        let parsed = parse_ingredient_line(text);
        assert_eq!(parsed.name, text.trim(), "{text}");
        assert_eq!((parsed.quantity, parsed.unit), (None, None), "{text}");
        assert!(parsed.confidence < 0.5, "{text}");
    }
    let parsed = parse_ingredient_line("4 ripe tomatoes");
    assert!(parsed.confidence > 0.5);
}

#[test]
fn blank_lines_parse_to_an_empty_ingredient() {
    for text in ["", "   ", "\t"] {
        let parsed = parse_ingredient_line(text);
        assert_eq!(parsed.text, text);
        assert_eq!(parsed.name, "");
        assert_eq!(parsed.confidence, 0.0);
    }
}

proptest! {
    #[test]
    fn never_panics_and_keeps_its_invariants(text in prop_oneof![
        any::<String>(),
        "[0-9 ½¼¾/.,x×()\\-–a-zA-Z]{0,40}",
        "[0-9]{10,400}( ?[a-z]{1,3})?",
        "\\PC{0,60}",
    ]) {
        let parsed = parse_ingredient_line(&text);
        prop_assert_eq!(&parsed.text, &text);
        prop_assert!((0.0..=1.0).contains(&parsed.confidence));
        for value in [parsed.quantity, parsed.quantity_max].into_iter().flatten() {
            prop_assert!(value.is_finite() && value >= 0.0);
        }
        if !text.trim().is_empty() {
            prop_assert!(!parsed.name.is_empty());
        }
    }
}

#[test]
fn unit_words_after_numbers_are_respelled_to_their_abbreviations() {
    use super::canonical_unit_spellings;
    let respelled = |line: &str| canonical_unit_spellings(line).map(|(text, _)| text);
    assert_eq!(
        respelled("2 Tablespoons olive oil").as_deref(),
        Some("2 tbsp olive oil")
    );
    assert_eq!(
        respelled("1-2 teaspoons salt, 500 grams flour").as_deref(),
        Some("1-2 tsp salt, 500 g flour")
    );
    assert_eq!(respelled("1 T butter").as_deref(), Some("1 tbsp butter"));
    // Already canonical, words without an abbreviation, and unit words not after a number.
    assert_eq!(respelled("2 tbsp oil"), None);
    assert_eq!(respelled("2 cups flour, 3 cloves garlic"), None);
    assert_eq!(respelled("pound cake, sliced"), None);
    // Unit words of other languages keep their spelling beside the words around them.
    assert_eq!(respelled("2 cucharadas de aceite"), None);
    assert_eq!(respelled("1 EL Öl, 2 c.s. de miel"), None);
    let (_, respellings) = canonical_unit_spellings("3 ounces cheese").unwrap();
    assert_eq!(respellings[0].from, "ounces");
    assert_eq!(respellings[0].to, "oz");
}
