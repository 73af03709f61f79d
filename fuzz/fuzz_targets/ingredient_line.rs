//! Fuzz target: the ingredient-line parser must not panic on any text and must keep the line.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let ingredient = cookbook_domain::ingredient_line::parse_ingredient_line(&text);
    assert_eq!(ingredient.text, text);
    assert!((0.0..=1.0).contains(&ingredient.confidence));
});
