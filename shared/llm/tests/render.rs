//! Strict prompt rendering: provided variables render, missing ones fail with the full list.

use cookbook_llm::{PromptRenderer, RenderError, RenderPrompt};
use serde_json::json;

const EXTRACT: &str = "Extract a recipe from the content for URL {{ url }}.\nSchema: {{ schema }}\n---\n{{ content }}";

#[test]
fn provided_variables_render() {
    let rendered = PromptRenderer::render(
        EXTRACT,
        &json!({"url": "https://example.org/soup", "schema": "{...}", "content": "Boil water."}),
    )
    .unwrap();
    assert_eq!(
        rendered,
        "Extract a recipe from the content for URL https://example.org/soup.\nSchema: {...}\n---\nBoil water."
    );
}

#[test]
fn every_missing_variable_is_listed() {
    let error = PromptRenderer::render(EXTRACT, &json!({"content": "Boil water."})).unwrap_err();
    assert_eq!(
        error,
        RenderError::MissingVariables {
            missing: vec!["schema".into(), "url".into()]
        }
    );
    assert!(error.to_string().contains("schema, url"));
}

#[test]
fn missing_nested_fields_are_listed_by_path() {
    let template = "{{ recipe.title }} serves {{ recipe.servings }}";
    let error =
        PromptRenderer::render(template, &json!({"recipe": {"title": "Soup"}})).unwrap_err();
    assert_eq!(
        error,
        RenderError::MissingVariables {
            missing: vec!["recipe.servings".into()]
        }
    );
}

#[test]
fn null_renders_empty_and_guarded_optionals_may_be_absent() {
    let template = "[{{ notes }}][{{ cuisine | default('any') }}]{% if diet is defined %}{{ diet }}{% endif %}";
    assert_eq!(
        PromptRenderer::render(template, &json!({"notes": null})).unwrap(),
        "[][any]"
    );
}

#[test]
fn syntax_errors_are_template_errors() {
    let error = PromptRenderer::render("{{ url ", &json!({"url": "x"})).unwrap_err();
    assert!(matches!(error, RenderError::Template { .. }), "{error:?}");
}

#[test]
fn the_renderer_is_usable_behind_the_trait() {
    let renderer: &dyn RenderPrompt = &PromptRenderer;
    assert_eq!(renderer.render("{{ a }}", &json!({"a": 1})).unwrap(), "1");
}
